// The root session actor: the auth flow with the server's account routes plugged in. The
// customer's and the admin's local event logs follow it: open while signed in, wiped at logout.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { SessionUser } from '../../machines/domain/auth-sessions.ts';
import { authMachine } from '../../machines/auth.machine.ts';
import { adminKnown, customerKnown, customerSyncs, signedInAdmin, signedInUser, type AuthSnapshot } from '../../machines/auth-snapshot.ts';
import { authActors, endSessionCalls } from './auth-api.ts';
import { loadCatalog } from './catalog-loading.ts';
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
  // A customer this device remembers most likely still is: signed in from the start, their
  // log made at once, shown from the device's copy while the server is asked (decision 42); their
  // screens' words (the signed-in catalog) are fetched at once too.
  const remembered = recallSession();
  if (remembered) {
    customerLog.prepare({ role: 'customer', userId: remembered.id });
    loadCatalog('signedIn').catch(() => undefined);
  }
  // Everything this device keeps of a customer: their log with its pending writes, their waiting photos, the drafts.
  const wipeCustomer = (user: SessionUser) => Promise.all([customerLog.wipe(), photos.wipe(user.id)]);
  const auth = createActor(
    authMachine.provide({
      actors: {
        ...authActors,
        logout: fromPromise<void, SessionUser>(async ({ input }) => {
          await endSessionCalls.customer();
          rememberSession(null);
          await wipeCustomer(input);
        }),
        // The session check has already remembered whoever the server named, or nobody.
        forgetRemembered: fromPromise<void, SessionUser>(async ({ input }) => {
          await wipeCustomer(input).catch(() => undefined);
        }),
        adminLogout: fromPromise(async () => {
          await endSessionCalls.admin();
          await adminLog.wipe();
        }),
      },
    }),
    { input: { remembered }, ...inspectOption() },
  );
  auth.subscribe((snapshot) => {
    const user = signedInUser(snapshot);
    const admin = signedInAdmin(snapshot);
    const syncs = customerSyncs(snapshot);
    customerLog.follow(user ? { role: 'customer', userId: user.id } : null, syncs);
    photos.follow(user && syncs ? user.id : null);
    adminLog.follow(admin ? { role: 'admin', userId: admin.id } : null);
  });
  // Suspended or removed, or signed out elsewhere: this tab signs out too (a logout the server already did).
  whenSessionEnds(customerLog, () => auth.send({ type: 'logout' }));
  whenSessionEnds(adminLog, () => auth.send({ type: 'adminLogout' }));
  auth.start();
  return { auth, customerLog, adminLog, photos };
}

/** Resolves once the customer's guards may decide: at once for a remembered customer, else at the server's answer. */
export const whenCustomerKnown = (auth: AuthActor): Promise<AuthSnapshot> => waitFor(auth, customerKnown);
/** Resolves once the server has said whether an admin is signed in (the admin area needs the network anyway). */
export const whenAdminKnown = (auth: AuthActor): Promise<AuthSnapshot> => waitFor(auth, adminKnown);
