// What must hold in the model-based concurrency suite: after every step (the server's log is
// whole and each tab shows only what the server holds, each event once), and once every device
// is back online with every tab open (each tab shows each stream as its machine folds the
// server's events, and each proposal was accepted once or refused on the device that made it).
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ConcurrencyWorld } from './concurrency-world.ts';

const repeated = (ids: readonly string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);
const shown = (snapshot: AnyMachineSnapshot | undefined) => snapshot && { value: snapshot.value, context: snapshot.context };

export function checkAtEveryStep(world: ConcurrencyWorld): void {
  const { events } = world.server;
  const serverIds = new Set(events.map((event) => event.id));
  expect(events.map((event) => event.position), 'positions run 1, 2, 3, …').toEqual(events.map((_, index) => index + 1));
  expect(repeated(events.map((event) => event.id)), 'events the server holds twice').toEqual([]);
  for (const stream of new Set(events.map((event) => event.stream))) {
    const versions = world.eventsOf(stream).map((event) => event.version);
    expect(versions, `versions of ${stream}`).toEqual(versions.map((_, index) => index + 1));
    world.expectedState(stream);
  }
  for (const { name, log } of world.openTabs()) {
    expect(repeated(log.pending().map((event) => event.id)), `events pending twice in tab ${name}`).toEqual([]);
    for (const stream of log.streams().keys()) {
      const history = log.history(stream);
      expect(repeated(history.map((entry) => entry.id)), `events tab ${name} shows twice in ${stream}`).toEqual([]);
      const unknown = history.filter((entry) => !entry.pending && !serverIds.has(entry.id));
      expect(unknown, `events tab ${name} holds as confirmed that the server has not`).toEqual([]);
    }
  }
}

/** Waits until each of these tabs has sent its queue and shows each stream as the machines fold the server's events. */
export async function tabsCaughtUp(world: ConcurrencyWorld, tabs = world.openTabs()): Promise<void> {
  await vi.waitFor(
    () => {
      const streams = world.customerStreams().sort();
      for (const { name, log } of tabs) {
        expect(log.pending(), `pending in tab ${name}`).toEqual([]);
        expect([...log.streams().keys()].sort(), `streams tab ${name} shows`).toEqual(streams);
        for (const stream of streams) {
          expect(shown(log.stream(stream)), `${stream} in tab ${name}`).toEqual(shown(world.expectedState(stream)));
        }
        expect(log.status(), `tab ${name}`).toBe('online');
      }
    },
    { timeout: 10_000, interval: 10 },
  );
}

export async function checkWhenSettled(world: ConcurrencyWorld): Promise<void> {
  await world.reconnectEverything();
  await tabsCaughtUp(world);
  checkAtEveryStep(world);
  checkEachProposal(world);
}

function checkEachProposal(world: ConcurrencyWorld): void {
  const proposed = new Set<string>();
  for (const { tab, device, what, eventIds } of world.proposals) {
    eventIds.forEach((id) => proposed.add(id));
    const copies = eventIds.map((id) => world.server.events.filter((event) => event.id === id).length);
    const refusals = eventIds.map((id) => world.refusedOn(device).get(id) ?? null);
    const accepted = copies.every((count) => count === 1) && refusals.every((code) => code === null);
    const refused = copies.every((count) => count === 0) && refusals.every((code) => code !== null);
    expect(accepted || refused, `${what} from tab ${tab}: copies on the server ${copies}, refusals on device ${device} ${refusals}`).toBe(true);
  }
  const unproposed = world.server.events.filter((event) => event.actor.role === 'customer' && !proposed.has(event.id));
  expect(unproposed, 'customer events the server holds that no tab proposed').toEqual([]);
}
