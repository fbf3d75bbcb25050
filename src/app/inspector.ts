// Development only: `?inspect` in the URL opens the Stately inspector before any actor starts,
// and every actor the app creates is given it (docs/inspector.md). The import is dynamic and
// behind import.meta.env.DEV, so a production build has neither this path nor the library
// (tests/e2e/no-inspector-in-production.e2e.test.ts reads the built files).
import type { InspectionEvent, Observer } from 'xstate';

let inspector: Observer<InspectionEvent> | undefined;

/** Opens the inspector when the page was asked for with `?inspect`; boot awaits it before the first actor. */
export async function openInspectorWhenAsked(): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector = createBrowserInspector().inspect;
}

/** The option an actor is created with (`createActor`, `useMachine`, the event log): empty
 * unless the inspector is open. */
export function inspectOption(): { inspect?: Observer<InspectionEvent> } {
  return import.meta.env.DEV && inspector ? { inspect: inspector } : {};
}
