import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Harness } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, harnessWithAdmin, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';
import { asDecided } from './store-events.ts';

// GET /api/events?after=P: the events after P that the session may read, in position order.
// Given: Sara and Omar registered, Sara changed her name, an admin changed a setting.
let h: Harness & { adminId: string };
let sara: string;
let omar: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  omar = await registerCustomer(h, 'omar');
  expect((await propose(h, 'sara', [profileUpdated(sara, afterRegistration, { fullName: 'Sara Qahtani' })])).status).toBe(200);
  expect((await propose(h, 'admin', [autoReplySwitched(0, false)])).status).toBe(200);
});
afterAll(async () => {
  await h.close();
});

const streamsOf = (events: Array<{ stream: string }>) => [...new Set(events.map((event) => event.stream))].sort();

describe('catching up', () => {
  it('gives a customer the settings and their own stream, never another customer’s', async () => {
    const response = await h.request('/api/events?after=0', { client: 'sara' });

    expect(response.status).toBe(200);
    expect(streamsOf(response.body.events)).toEqual(['settings', `user-${sara}`]);
    expect(response.body.events.map((event: { type: string }) => event.type)).toEqual([
      'user.registered',
      'user.privacyNoticeAccepted',
      'user.profileUpdated',
      'settings.autoReplySwitched',
    ]);
    expect(response.body.lastPosition).toBe(response.body.events.at(-1).position);
  });

  it('gives the other customer their own stream and the settings, not Sara’s', async () => {
    const response = await h.request('/api/events?after=0', { client: 'omar' });
    expect(streamsOf(response.body.events)).toEqual(['settings', `user-${omar}`]);
  });

  it('gives an admin every stream, in position order', async () => {
    const response = await h.request('/api/events?after=0', { client: 'admin' });

    expect(streamsOf(response.body.events)).toEqual(['settings', `user-${omar}`, `user-${sara}`].sort());
    const positions = response.body.events.map((event: { position: number }) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(response.body.lastPosition).toBe(await h.store.lastPosition());
  });

  it('never shows the audience a stored event carries', async () => {
    const response = await h.request('/api/events?after=0', { client: 'admin' });
    expect(response.body.events.every((event: object) => !('audience' in event))).toBe(true);
  });

  it('gives, after the last position it handed out, only what was appended since', async () => {
    const first = await h.request('/api/events?after=0', { client: 'sara' });
    const added = await propose(h, 'admin', [autoReplySwitched(await h.store.streamVersion('settings'), true)]);

    const rest = await h.request(`/api/events?after=${first.body.lastPosition}`, { client: 'sara' });

    expect(rest.body.events).toEqual(added.body.events);
    expect(rest.body.lastPosition).toBe(added.body.events[0].position);
  });

  it('answers an empty page with the position it was asked from', async () => {
    const last = await h.store.lastPosition();
    const response = await h.request(`/api/events?after=${last}`, { client: 'sara' });
    expect(response.body).toEqual({ events: [], lastPosition: last });
  });

  it('hands out at most 1000 events a page; the next page starts at its last position', async () => {
    const start = await h.store.lastPosition();
    const version = await h.store.streamVersion('settings');
    const at = h.clock.now().toISOString();
    const many = Array.from({ length: 1001 }, (_, n) => ({
      ...autoReplySwitched(version + n, n % 2 === 0),
      id: uuidv7(),
      actor: { role: 'admin' as const, userId: h.adminId },
      at,
      audience: 'public',
    }));
    expect((await h.store.append(many.map(asDecided))).status).toBe('appended');

    const page = await h.request(`/api/events?after=${start}`, { client: 'sara' });
    const next = await h.request(`/api/events?after=${page.body.lastPosition}`, { client: 'sara' });

    expect(page.body.events).toHaveLength(1000);
    expect(page.body.lastPosition).toBe(start + 1000);
    expect(next.body.events.map((event: { id: string }) => event.id)).toEqual([many.at(-1)!.id]);
  });
});

describe('catching up refused', () => {
  it.each(['-1', 'abc', '1.5', '1e3', '9999999999999999'])("refuses after=%s with 400 invalidPosition", async (after) => {
    const response = await h.request(`/api/events?after=${after}`, { client: 'sara' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalidPosition');
  });

  it('refuses a visitor without a session with 401 signInRequired', async () => {
    const response = await h.request('/api/events?after=0', { client: 'visitor' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('signInRequired');
  });

  it('refuses a customer who signed out with 401 signInRequired', async () => {
    await registerCustomer(h, 'leaving');
    await h.request('/api/auth/logout', { client: 'leaving', body: {} });
    const response = await h.request('/api/events?after=0', { client: 'leaving' });
    expect(response.status).toBe(401);
  });
});
