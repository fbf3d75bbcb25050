import { describe, expect, it } from 'vitest';
import { currentPrivacyNoticeVersion, needsToAcceptNotice, notOlderNotice } from '../../machines/domain/privacy-notice.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { anEvent } from './given-events.ts';

// The customer's PDPL notice and access on their account (docs/decisions.md 32).
const registered = () => anEvent('user.registered', { fullName: 'Sara Q', email: 'sara@example.com' });
const accepted = (version: string) => anEvent('user.privacyNoticeAccepted', { version });

describe('the privacy notice on the account', () => {
  it('given an account from before the notice, when folded, then no version is accepted and the notice must be accepted', () => {
    const user = replay(userMachine, [registered()]);
    expect(user.context.privacyNoticeVersion).toBeNull();
    expect(needsToAcceptNotice(user.context.privacyNoticeVersion)).toBe(true);
  });

  it('given the notice in force accepted, when folded, then it is not asked again', () => {
    const user = replay(userMachine, [registered(), accepted(currentPrivacyNoticeVersion)]);
    expect(user.context.privacyNoticeVersion).toBe(currentPrivacyNoticeVersion);
    expect(needsToAcceptNotice(user.context.privacyNoticeVersion)).toBe(false);
  });

  it('given a newer notice accepted, when an older one is offered, then privacyNoticeNotOlder refuses it', () => {
    expect(notOlderNotice('2026-11-27', '2026-01-01')).toBe(false);
    expect(notOlderNotice('2026-11-27', '2027-03-01')).toBe(true);
    expect(notOlderNotice(null, '2026-01-01')).toBe(true);
    const user = replay(userMachine, [registered(), accepted('2027-03-01')]);
    expect(decide(user, accepted(currentPrivacyNoticeVersion))).toEqual({ accepted: false, reason: 'privacyNoticeNotOlder' });
  });
});

describe('data exports on the account', () => {
  it('given two downloads, when folded, then both moments are kept from the events, oldest first', () => {
    const user = replay(userMachine, [
      registered(),
      anEvent('user.dataExported', { format: 'json' }, { at: '2026-11-27T10:00:00.000Z' }),
      anEvent('user.dataExported', { format: 'html' }, { at: '2026-11-28T09:00:00.000Z' }),
    ]);
    expect(user.context.dataExports).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-28T09:00:00.000Z']);
  });
});
