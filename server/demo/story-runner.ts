import type { DemoCustomer } from './demo-cast.ts';
import type { Stage } from './stage.ts';
import type { Scene } from './timeline.ts';

// Plays the scenes in time order. A customer's sign-in (a registration, a return) runs on, at
// its own moment, while the story goes on: its password hash takes most of a second, and only
// that customer's later scenes need it done. Sign-ins are what make the demo slow.
export async function playStory(stage: Stage, scenes: Scene[]): Promise<void> {
  const signingIn = new Map<DemoCustomer, Promise<Error | null>>();
  const signedIn = async (customer: DemoCustomer) => {
    const failed = await signingIn.get(customer);
    if (failed) throw failed;
  };
  for (const scene of scenes) {
    await keepAdminSession(stage, scene.at);
    stage.clock.moveTo(scene.at);
    for (const person of scene.people) await signedIn(person);
    if (!scene.signIn) {
      await scene.act(stage);
      continue;
    }
    const running = stage.clock.during(scene.at, () => scene.act(stage));
    // Kept as a value, not a rejection, until someone waits for it.
    const outcome = running.then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    signingIn.set(scene.people[0]!, outcome);
  }
  for (const customer of signingIn.keys()) await signedIn(customer);
}

const minuteMs = 60_000;
/** Under the admin session's 30 idle minutes. */
const liveCheckMs = 25 * minuteMs;
const workingStretchMs = 4 * 60 * minuteMs;

/**
 * Between two of the admin's tasks a few hours apart (a sitting, then a technician's visit
 * reported), the admin's app stays open, and its live connection keeps the session: no new
 * sign-in, whose password hash is what makes the demo slow.
 */
async function keepAdminSession({ admin, clock }: Stage, next: Date): Promise<void> {
  const seen = admin.lastSeenAt;
  if (!seen || next.getTime() - seen.getTime() > workingStretchMs) return;
  for (let at = seen.getTime(); next.getTime() - at > liveCheckMs; ) {
    at += liveCheckMs;
    clock.moveTo(new Date(at));
    await admin.keepSession('/api/admin/session');
  }
}
