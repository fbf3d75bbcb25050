// The root session actor: the auth flow with the server's account routes plugged in. The
// customer's and the admin's local event logs follow it: open while signed in, wiped at logout.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { authMachine, sessionsKnown, signedInAdmin, signedInUser, type AuthSnapshot } from '../../machines/auth.machine.ts';
import { authActors, endSessionCalls } from './auth-api.ts';
import { recallSession, rememberSession } from './last-session.ts';
import { whenSessionEnds } from './ended-session.ts';
import { inspectOption } from './inspector.ts';
import { SessionLog } from './session-log.ts';
import { SessionPhotos } from './session-photos.ts';

export type AuthActor = ActorRefFrom<typeof authMachine>;

export interface Session {
  auth: AuthActor;
  customerLog: SessionLog;
  adminLog: SessionLog;
  /** The customer's booking photos waiting on this device for the network. */
  photos: SessionPhotos;
}

const pagesDrawnWithoutLog = ['/', '/dashboard', '/offers'];

export function startSession(): Session {
  // `/`, `/dashboard` and `/offers` (public settings) draw their first screen without the log,
  // so its code waits for their first paint; every other customer page draws from the log:
  // there it is the first screen's code.
  const customerLog = new SessionLog(pagesDrawnWithoutLog.includes(globalThis.location?.pathname ?? '/'));
  const adminLog = new SessionLog();
  const photos = new SessionPhotos(customerLog);
  // A customer this device remembers most likely still is: their log gets ready while the server is asked.
  const remembered = recallSession();
  if (remembered) customerLog.prepare({ role: 'customer', userId: remembered.id });
  const auth = createActor(
    authMachine.provide({
      actors: {
        ...authActors,
        logout: fromPromise(async () => {
          await endSessionCalls.customer();
          rememberSession(null);
          await Promise.all([customerLog.wipe(), photos.wipe()]);
        }),
        adminLogout: fromPromise(async () => {
          await endSessionCalls.admin();
          await adminLog.wipe();
        }),
      },
    }),
    inspectOption(),
  );
  auth.subscribe((snapshot) => {
    const user = signedInUser(snapshot);
    const admin = signedInAdmin(snapshot);
    customerLog.follow(user ? { role: 'customer', userId: user.id } : null);
    photos.follow(user ? user.id : null);
    adminLog.follow(admin ? { role: 'admin', userId: admin.id } : null);
  });
  // Suspended or removed, or signed out elsewhere: this tab signs out too (a logout the server already did).
  whenSessionEnds(customerLog, () => auth.send({ type: 'logout' }));
  whenSessionEnds(adminLog, () => auth.send({ type: 'adminLogout' }));
  auth.start();
  return { auth, customerLog, adminLog, photos };
}

/** Resolves once the server has said who is signed in (route guards wait for it). */
export const whenSessionsKnown = (auth: AuthActor): Promise<AuthSnapshot> => waitFor(auth, sessionsKnown);
