import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../server/auth/session-cache.ts';

// Given a session read from the table, when it is kept, ended, or read again while ending.
const minute = 60_000;
const row = { kind: 'customer' as const, accountId: '1234', lastSeenAt: 0, expiresAt: 30 * minute, absoluteExpiresAt: 60 * minute };

describe('SessionCache', () => {
  it('trusts a session until it is due to slide again, then not', () => {
    const cache = new SessionCache();
    cache.reading()('s1', row);
    expect(cache.fresh('s1', 'customer', minute - 1, minute)).toEqual(row);
    expect(cache.fresh('s1', 'customer', minute, minute)).toBeUndefined();
  });

  it('never answers a customer session for an admin one', () => {
    const cache = new SessionCache();
    cache.reading()('s1', row);
    expect(cache.fresh('s1', 'admin', 1, minute)).toBeUndefined();
  });

  it('does not trust a session past its expiry, even within the minute', () => {
    const cache = new SessionCache();
    cache.reading()('s1', { ...row, lastSeenAt: 29.5 * minute });
    expect(cache.fresh('s1', 'customer', 30 * minute, minute)).toBeUndefined();
  });

  it('forgets a session that ended', () => {
    const cache = new SessionCache();
    cache.reading()('s1', row);
    cache.ended('s1');
    expect(cache.fresh('s1', 'customer', 1, minute)).toBeUndefined();
  });

  it('does not keep what a read started before a session ended found: the row may be the ended one', () => {
    const cache = new SessionCache();
    const remember = cache.reading();
    cache.ended('s1');
    remember('s1', row);
    expect(cache.fresh('s1', 'customer', 1, minute)).toBeUndefined();
  });

  it('forgets every session when endings may have been missed, and keeps nothing a read started before found', () => {
    const cache = new SessionCache();
    cache.reading()('s1', row);
    const remember = cache.reading();
    cache.forgetAll();
    remember('s2', row);
    expect(cache.fresh('s1', 'customer', 1, minute)).toBeUndefined();
    expect(cache.fresh('s2', 'customer', 1, minute)).toBeUndefined();
  });
});
