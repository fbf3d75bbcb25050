import { setTimeout as sleep } from 'node:timers/promises';
import type { Hono } from 'hono';
import { v7 as uuidv7 } from 'uuid';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { EventStore } from '../store/event-store.ts';
import { demoCustomerPassword, type DemoCustomer } from './demo-cast.ts';
import { DemoBrowser } from './demo-browser.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { StoryClock } from './story-clock.ts';

// What the scenes play on: the admin's browser and each customer's, the clock they move, and
// the log, read the way a browser knows it from its own copy (a stream's version, a reply).
export interface Stage {
  clock: StoryClock;
  store: EventStore;
  admin: DemoBrowser;
  browserOf(customer: DemoCustomer): DemoBrowser;
  /** A UUIDv7 at the clock's time, drawn from the story's seed. */
  newEventId(): string;
}

export interface StageParts {
  app: Hono<AppEnv>;
  origin: string;
  clock: StoryClock;
  store: EventStore;
  admin: { email: string; password: string };
  ids: SeededRandom;
}

export function createStage({ app, origin, clock, store, admin, ids }: StageParts): Stage {
  const browsers = new Map<DemoCustomer, DemoBrowser>();
  return {
    clock,
    store,
    admin: new DemoBrowser(app, origin, { path: '/api/admin/login', body: admin }, clock.now),
    browserOf(customer) {
      const signIn = { path: '/api/auth/login' as const, body: { identifier: customer.email, password: demoCustomerPassword } };
      const browser = browsers.get(customer) ?? new DemoBrowser(app, origin, signIn, clock.now);
      browsers.set(customer, browser);
      return browser;
    },
    newEventId: () => uuidv7({ msecs: clock.now().getTime(), random: ids.bytes(16) }),
  };
}

/** The next event of `stream`, as a browser proposes it. */
export async function nextEvent(stage: Stage, stream: string, type: string, data: object): Promise<ProposedEvent> {
  return { id: stage.newEventId(), stream, expectedVersion: await stage.store.streamVersion(stream), type, schema: currentSchemaVersion(eventDefinition(type)!), data };
}

export async function propose(browser: DemoBrowser, events: ProposedEvent[]): Promise<void> {
  await browser.post('/api/events', { events });
}

const serverWaitMs = 10_000;

/**
 * Waits for the event `id` the server appends on its own (an auto-reply, a refund, a window
 * released), as the customer's screen shows it before they go on: the story's next scene follows it.
 */
export async function appendedByServer(stage: Stage, id: string, what: string): Promise<void> {
  const deadline = Date.now() + serverWaitMs;
  while ((await stage.store.findByIds([id])).length === 0) {
    if (Date.now() > deadline) throw new Error(`No ${what} (event ${id}) after ${serverWaitMs} ms`);
    await sleep(5);
  }
}
