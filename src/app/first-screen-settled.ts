// Work the first screen does not need (keeping every file of the build on the device for
// offline use) waits until that screen has its content: the page has loaded, the server has
// said who is signed in, and their log has caught up. Asked for with the page, the build's ~90
// files competed with the requests the screen's content comes from (docs/performance.md).
import { waitFor } from 'xstate';
import { adminKnown, customerKnown, signedInAdmin, signedInUser } from '../../machines/auth-snapshot.ts';
import { openedAndCaughtUp } from './log-caught-up.ts';
import type { Session } from './session.ts';

export async function firstScreenSettled(session: Session): Promise<void> {
  await pageLoaded();
  const known = await waitFor(session.auth, (snapshot) => customerKnown(snapshot) && adminKnown(snapshot), { timeout: Infinity });
  if (signedInUser(known)) await openedAndCaughtUp(session.customerLog);
  else if (signedInAdmin(known)) await openedAndCaughtUp(session.adminLog);
  await idle();
}

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

// Safari has no requestIdleCallback.
const idle = () =>
  new Promise<void>((resolve) => ('requestIdleCallback' in globalThis ? requestIdleCallback(() => resolve(), { timeout: 5_000 }) : setTimeout(resolve, 200)));
