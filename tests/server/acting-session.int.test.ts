import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './app-harness.ts';

// One browser may hold a customer's and an admin's session at once: it acts as the customer,
// the lesser privilege, unless the admin area asks for its admin session by name.
const owner = { email: 'owner@example.com', password: 'correct horse battery staple' };
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const omar = { fullName: 'Omar Saleh', mobile: '0598765432', email: 'omar@example.com', password: 'another password', privacyNoticeAccepted: true };

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ admin: owner });
  await h.request('/api/auth/register', { client: 'omar', body: omar });
  await h.request('/api/auth/register', { client: 'both', body: sara });
  await h.request('/api/admin/login', { client: 'both', body: owner });
});
afterAll(async () => {
  await h.close();
});

const streamsRead = async (path: string, headers: Record<string, string> = {}) => {
  const response = await h.request(path, { client: 'both', headers });
  return new Set<string>(response.body.events.map((event: { stream: string }) => event.stream)).size;
};

describe('a browser holding both sessions', () => {
  it('reads as the customer by default: only its own stream', async () => {
    expect(await streamsRead('/api/events?after=0')).toBe(1);
  });

  it('reads as the admin when the request says X-Acting-As: admin', async () => {
    expect(await streamsRead('/api/events?after=0', { 'x-acting-as': 'admin' })).toBe(2);
  });

  it('reads as the admin with ?as=admin, for EventSource which sends no headers', async () => {
    expect(await streamsRead('/api/events?after=0&as=admin')).toBe(2);
  });

  it('never acts as an admin on ?as=admin for a browser without an admin session', async () => {
    const response = await h.request('/api/events?after=0&as=admin', { client: 'omar' });
    const streams = new Set(response.body.events.map((event: { stream: string }) => event.stream));
    expect([...streams]).toEqual([expect.stringMatching(/^user-/)]);
  });
});
