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
