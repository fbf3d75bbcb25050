import { expect } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { createHarness, type Harness, type HarnessOptions } from './app-harness.ts';

// What the events API tests share: a harness with a signed-in admin (client 'admin'),
// customers registered through the API, proposals as a browser makes them, and the check
// that a refusal left the log as it was and the server still answering.
export const owner = { email: 'owner@example.com', password: 'correct horse battery staple' };

export async function harnessWithAdmin(options: HarnessOptions = {}): Promise<Harness & { adminId: string }> {
  const h = await createHarness({ ...options, admin: owner });
  const signIn = await h.request('/api/admin/login', { client: 'admin', body: owner });
  expect(signIn.status).toBe(200);
  return Object.assign(h, { adminId: signIn.body.admin.id as string });
}

/** A new account's stream version: `user.registered` and the privacy notice it accepted (docs/decisions.md 32). */
export const afterRegistration = 2;

let customersMade = 0;

/** Registers a customer signed in as `client`; returns their user id. */
export async function registerCustomer(h: Harness, client: string): Promise<string> {
  customersMade += 1;
  const response = await h.request('/api/auth/register', {
    client,
    body: {
      fullName: `Customer ${client}`,
      mobile: `05${String(10_000_000 + customersMade).padStart(8, '0')}`,
      email: `${client}-${customersMade}@example.com`,
      password: 'a fine password',
      privacyNoticeAccepted: true,
    },
  });
  expect(response.status).toBe(201);
  return response.body.user.id as string;
}

export const autoReplySwitched = (expectedVersion: number, enabled: boolean): ProposedEvent => ({
  id: uuidv7(),
  stream: 'settings',
  expectedVersion,
  type: 'settings.autoReplySwitched',
  schema: 1,
  data: { enabled },
});

export const workingHoursChanged = (expectedVersion: number, opens: string, closes: string): ProposedEvent => ({
  id: uuidv7(),
  stream: 'settings',
  expectedVersion,
  type: 'settings.workingHoursChanged',
  schema: 1,
  data: { opens, closes },
});

/** Given: the admin (client 'admin') set the plans' terms; must be accepted. */
export async function plansUpdated(h: Harness, plans: Record<string, unknown>): Promise<void> {
  const expectedVersion = await h.store.streamVersion('settings');
  const changed = await propose(h, 'admin', [{ id: uuidv7(), stream: 'settings', expectedVersion, type: 'settings.plansUpdated', schema: 1, data: { plans } }]);
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

export const profileUpdated = (userId: string, expectedVersion: number, data: Record<string, unknown>): ProposedEvent => ({
  id: uuidv7(),
  stream: `user-${userId}`,
  expectedVersion,
  type: 'user.profileUpdated',
  schema: 1,
  data,
});

export const propose = (h: Harness, client: string, events: unknown[]) => h.request('/api/events', { client, body: { events } });

/** Then: the log ends where it did before the request, and the server still answers. */
export async function expectLogUnchangedAndHealthy(h: Harness, lastPositionBefore: number): Promise<void> {
  expect(await h.store.lastPosition(), 'nothing may be appended').toBe(lastPositionBefore);
  const health = await h.request('/api/health');
  expect(health.status, 'the server still answers /api/health').toBe(200);
  expect(health.body).toMatchObject({ ok: true, store: { reachable: true } });
}
