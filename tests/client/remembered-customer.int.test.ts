import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { AuthNotice } from '../../machines/auth-events.ts';
import { customerSyncs, signedInUser } from '../../machines/auth-snapshot.ts';
import type { BookingDraft } from '../../machines/booking.machine.ts';
import type { KnownSessions, SessionUser } from '../../machines/domain/auth-sessions.ts';
import { saveBookingDraft, loadBookingDraft } from '../../src/app/booking-drafts.ts';
import { localPhotoShelf } from '../../src/app/photo-shelf.ts';
import { databaseNameOf } from '../../src/eventlog/device-copy.ts';
import { customer, eventually, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

// The session as the app starts it (src/app/session.ts) for a customer this device remembers,
// against a server whose answers the test holds and gives: the customer is signed in at once
// and their log shows the device's copy, but nothing is sent until the server names them; an
// answer naming nobody wipes everything the device kept of them (decision 42).
const sara: SessionUser = { id: customer.userId!, fullName: 'Sara Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const scope = `customer-${sara.id}`;

interface HeldServer {
  /** Every API path the app asked for, in order. */
  asked: string[];
  /** Gives the held answer to "who is signed in". */
  answerSession(sessions: KnownSessions): void;
}

function heldServer(): HeldServer {
  const asked: string[] = [];
  let answer: (sessions: KnownSessions) => void = () => {};
  vi.stubGlobal('fetch', (input: string | URL) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    asked.push(path);
    if (path === '/api/auth/session') {
      return new Promise<Response>((resolve) => (answer = (sessions) => resolve(Response.json(sessions))));
    }
    return new Promise<Response>(() => {});
  });
  return { asked, answerSession: (sessions) => answer(sessions) };
}

/** The device after an earlier visit: Sara remembered, her log with a write still waiting, a photo and a booking draft. */
async function deviceRemembersSara(): Promise<void> {
  localStorage.setItem('lastSession', JSON.stringify(sara));
  const { server, transport } = serverFor(customer);
  registeredCustomer(server);
  const earlier = openLog({ scope, actor: customer, transport });
  await earlier.start();
  await eventually(() => expect(earlier.stream(`user-${sara.id}`)?.context.fullName).toBe('Sara Qahtani'));
  transport.goOffline();
  await earlier.propose([{ stream: `user-${sara.id}`, type: 'user.profileUpdated', data: { fullName: 'Sara Al-Qahtani' } }]);
  earlier.stop();
  await localPhotoShelf(scope).put({ requestId: 'request-1', contentType: 'image/jpeg', bytes: new ArrayBuffer(4) });
  await saveBookingDraft({ userId: sara.id, form: 'plumbing' }, { fields: {} } as unknown as BookingDraft);
}

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

const started: { stop(): void }[] = [];

async function startedSession() {
  vi.resetModules();
  const { startSession } = await import('../../src/app/session.ts');
  const session = startSession();
  started.push({ stop: () => (session.auth.stop(), session.customerLog.follow(null)) });
  const notices: AuthNotice[] = [];
  session.auth.on('notice', ({ notice }) => notices.push(notice));
  return { session, notices };
}

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));
afterEach(async () => {
  for (const session of started.splice(0)) session.stop();
  stopAllLogs();
  vi.unstubAllGlobals();
  localStorage.clear();
  await Promise.all((await databases()).map((name) => deleted(name!)));
});

const deleted = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const deleting = indexedDB.deleteDatabase(name);
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => reject(deleting.error);
  });

describe('a customer this device remembers', () => {
  it('given Sara remembered, when the app starts and the server has not answered, then she is signed in and her log shows what the device kept, sending nothing', async () => {
    await deviceRemembersSara();
    const server = heldServer();

    const { session } = await startedSession();

    expect(signedInUser(session.auth.getSnapshot())).toEqual(sara);
    const log = await eventually(() => {
      const current = session.customerLog.current();
      expect(current?.pending()).toHaveLength(1);
      return current!;
    });
    expect(log.stream(`user-${sara.id}`)?.context).toMatchObject({ fullName: 'Sara Al-Qahtani' });
    // A log that syncs asks for its catch-up within a few ms of showing what it holds.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(customerSyncs(session.auth.getSnapshot())).toBe(false);
    expect(log.status()).toBe('connecting');
    expect(server.asked).toEqual(['/api/auth/session']);
  });

  it('given Sara remembered, when the server names her, then her log starts syncing', async () => {
    await deviceRemembersSara();
    const server = heldServer();
    const { session, notices } = await startedSession();

    server.answerSession({ user: sara, admin: null });

    await waitFor(session.auth, customerSyncs);
    await eventually(() => expect(server.asked.some((path) => path.startsWith('/api/events'))).toBe(true));
    expect(notices).toEqual([]);
  });

  it('given Sara remembered, when the server says nobody is signed in, then her log, waiting write, photo and draft are wiped, she is logged out and nothing was sent', async () => {
    await deviceRemembersSara();
    const server = heldServer();
    const { session, notices } = await startedSession();
    await eventually(() => expect(session.customerLog.current()).not.toBeNull());

    server.answerSession({ user: null, admin: null });

    await eventually(() => expect(notices).toEqual([{ type: 'loggedOut' }]));
    expect(signedInUser(session.auth.getSnapshot())).toBeNull();
    expect(session.customerLog.current()).toBeNull();
    expect(await databases()).not.toContain(databaseNameOf(scope));
    expect(await localPhotoShelf(scope).all()).toEqual([]);
    expect(await loadBookingDraft({ userId: sara.id, form: 'plumbing' })).toBeNull();
    expect(localStorage.getItem('lastSession')).toBeNull();
    expect(server.asked).toEqual(['/api/auth/session']);
  });
});
