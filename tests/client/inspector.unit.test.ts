import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';

// Development's `?inspect` (docs/inspector.md): one inspector, opened before the first actor,
// given to every actor the app creates. The Stately inspector itself is replaced by a recorder.
const stately = vi.hoisted(() => {
  const seen: InspectionEvent[] = [];
  return { seen, createBrowserInspector: vi.fn(() => ({ inspect: { next: (event: InspectionEvent) => seen.push(event) } })) };
});
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: stately.createBrowserInspector }));

/** The app's modules afresh, as a page load has them, at `path`. */
async function pageAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return {
    inspector: await import('../../src/app/inspector.ts'),
    session: await import('../../src/app/session.ts'),
    toaster: await import('../../src/app/toaster.ts'),
  };
}

const toldOf = (actor: AnyActorRef) => stately.seen.filter((event) => event.actorRef.sessionId === actor.sessionId).map((event) => event.type);

beforeEach(() => {
  stately.seen.length = 0;
  stately.createBrowserInspector.mockClear();
  // The session asks the server who is signed in: here the question stays unanswered.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the inspector in development', () => {
  it('is neither loaded nor given to actors without ?inspect', async () => {
    // Given a page opened without ?inspect
    const { inspector } = await pageAt('/dashboard');

    // When boot asks for the inspector
    await inspector.openInspectorWhenAsked();

    // Then none is opened and actors are created without one
    expect(stately.createBrowserInspector).not.toHaveBeenCalled();
    expect(inspector.inspectOption()).toEqual({});
  });

  it('with ?inspect, is opened once and sees the root actors from their start', async () => {
    // Given a page opened with ?inspect
    const { inspector, session, toaster } = await pageAt('/dashboard?inspect');

    // When boot opens the inspector, then starts the session and the toaster
    await inspector.openInspectorWhenAsked();
    const { auth } = session.startSession();
    const toasts = toaster.startToaster();
    toasts.send({ type: 'dismiss' });

    // Then one inspector was opened, every actor is given it, and it met each root actor
    // before any event reached it and saw its first state
    expect(stately.createBrowserInspector).toHaveBeenCalledTimes(1);
    expect(inspector.inspectOption().inspect).toBeDefined();
    for (const actor of [auth, toasts]) {
      const told = toldOf(actor);
      expect(told[0]).toBe('@xstate.actor');
      expect(told).toContain('@xstate.snapshot');
    }
    expect(toldOf(toasts)).toContain('@xstate.event');
    auth.stop();
    toasts.stop();
  });
});
