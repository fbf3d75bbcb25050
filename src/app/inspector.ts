// Development only: `?inspect` in the URL opens the Stately inspector and attaches it to the
// root actors. The import is dynamic and behind import.meta.env.DEV, so production never has it.
import type { AnyActorRef } from 'xstate';

export async function attachInspectorWhenAsked(actors: AnyActorRef[]): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  for (const actor of actors) actor.system.inspect(inspector.inspect);
}
