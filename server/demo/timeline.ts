import type { DemoCustomer } from './demo-cast.ts';
import type { Stage } from './stage.ts';

// The story as scenes at their moments, played in time order; scenes planned for one moment
// play in the order they were planned.
export type Act = (stage: Stage) => Promise<void>;

export interface Scene {
  at: Date;
  act: Act;
  /** The customers the scene is about: it waits for their sign-in to finish. */
  people: DemoCustomer[];
  /** A customer signing in: it may run on while the story goes on. */
  signIn: boolean;
}

export class Timeline {
  private readonly scenes: Array<Scene & { planned: number }> = [];

  add(at: Date, act: Act, ...people: DemoCustomer[]): void {
    this.plan({ at, act, people, signIn: false });
  }

  addSignIn(at: Date, customer: DemoCustomer, act: Act): void {
    this.plan({ at, act, people: [customer], signIn: true });
  }

  inOrder(): Scene[] {
    return [...this.scenes].sort((a, b) => a.at.getTime() - b.at.getTime() || a.planned - b.planned);
  }

  private plan(scene: Scene): void {
    this.scenes.push({ ...scene, planned: this.scenes.length });
    for (const person of scene.people) if (scene.at > person.lastActiveAt) person.lastActiveAt = scene.at;
  }
}
