import { vi } from 'vitest';
// What every client log test starts from: the actors, a fixed clock, predictable ids,
// a fresh scope per test, and logs that are stopped when the test ends.
import type { Actor } from '../../machines/domain/envelope.ts';
import { createEventLog, type EventLog, type EventLogOptions } from '../../src/eventlog/event-log.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { FakeServer, systemActor } from './fake-server.ts';
import { FakeTransport } from './fake-transport.ts';
import { silentChannel } from './fake-tabs.ts';

export const admin: Actor = { role: 'admin', userId: 'a1' };
export const customer: Actor = { role: 'customer', userId: '1234' };
export const clock = () => new Date('2026-03-01T09:00:00.000Z');

let ids = 0;
/** UUIDv7-shaped and increasing, like the ids the browser makes. */
export const nextId = () => `01950000-0000-7000-8000-${String(++ids).padStart(12, '0')}`;

let scopes = 0;
export const newScope = (name = 'customer-1234') => `${name}-test${++scopes}`;

const started: EventLog[] = [];

export function openLog(options: Partial<EventLogOptions> & Pick<EventLogOptions, 'scope' | 'actor' | 'transport'>): EventLog {
  const log = createEventLog({
    now: clock,
    newId: nextId,
    locks: null,
    channel: silentChannel(),
    connectivity: null,
    backoff: { initialMs: 1, maxMs: 4 },
    ...options,
  });
  started.push(log);
  return log;
}

export function stopAllLogs(): void {
  for (const log of started.splice(0)) log.stop();
}

export function registeredCustomer(server: FakeServer): void {
  server.append(systemActor, 'user-1234', 'user.registered', {
    fullName: 'Sara Qahtani',
    email: 'sara@example.com',
    mobile: '+966512345678',
  });
}

export function serverFor(actor: Actor): { server: FakeServer; transport: FakeTransport } {
  const server = new FakeServer(clock);
  return { server, transport: new FakeTransport(server, actor) };
}

export async function storedIds(scope: string): Promise<string[]> {
  return (await new LocalStore(scope).confirmedEvents()).map((event) => event.id);
}

/** Waits for the log to get there; generous, as the machine may be busy with other suites. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 5 });
}
