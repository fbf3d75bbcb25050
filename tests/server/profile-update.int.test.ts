import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, profileUpdated, propose } from './events-api-fixtures.ts';

// A customer edits their profile with `user.profileUpdated` (the /settings page): the email
// and the mobile stay unique across accounts and the mobile stays a Saudi one; a refused
// change appends nothing and leaves the account as it was.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const nora = { fullName: 'Nora Harbi', mobile: '0598765432', email: 'nora@example.com', password: 'another fine password', privacyNoticeAccepted: true };

let h: Harness & { adminId: string };
let saraId: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  saraId = (await h.request('/api/auth/register', { client: 'sara', body: sara })).body.user.id;
  expect((await h.request('/api/auth/register', { client: 'nora', body: nora })).status).toBe(201);
});
afterAll(async () => {
  await h.close();
});

const sarasAccount = async () => (await h.request('/api/auth/session', { client: 'sara' })).body.user;

async function expectChangeRefused(client: string, change: Record<string, unknown>, status: number, code: string) {
  const before = await h.store.lastPosition();
  const accountBefore = await sarasAccount();
  const response = await propose(h, client, [profileUpdated(saraId, await h.store.streamVersion(`user-${saraId}`), change)]);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
  expect(await sarasAccount(), 'the account is as it was').toEqual(accountBefore);
}

describe('a profile change', () => {
  it('is refused with 409 accountExists when another account holds the email', async () => {
    await expectChangeRefused('sara', { email: 'nora@example.com' }, 409, 'accountExists');
  });

  it('is refused with 409 accountExists when the email differs only in letter case', async () => {
    await expectChangeRefused('sara', { email: 'Nora@Example.COM' }, 409, 'accountExists');
  });

  it('is refused with 409 accountExists when another account holds the mobile', async () => {
    await expectChangeRefused('sara', { mobile: '+966598765432' }, 409, 'accountExists');
  });

  it('is refused with 409 accountExists when the admin makes it, too', async () => {
    await expectChangeRefused('admin', { mobile: '+966598765432' }, 409, 'accountExists');
  });

  it('is refused as a whole when only one of its fields is taken: the new name is not kept either', async () => {
    await expectChangeRefused('sara', { fullName: 'Sara Q', email: 'nora@example.com' }, 409, 'accountExists');
  });

  it('is refused with 400 invalidPayload for a mobile that is not Saudi', async () => {
    await expectChangeRefused('sara', { mobile: '+971501234567' }, 400, 'invalidPayload');
  });

  it('is refused with 400 invalidPayload for a mobile not in the stored +9665 form', async () => {
    await expectChangeRefused('sara', { mobile: '0512345679' }, 400, 'invalidPayload');
  });

  it('is refused with 403 forbidden on another customer’s stream', async () => {
    const noraId = (await h.request('/api/auth/session', { client: 'nora' })).body.user.id;
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [profileUpdated(noraId, await h.store.streamVersion(`user-${noraId}`), { email: 'mine@example.com' })]);
    expect([response.status, response.body.error.code]).toEqual([403, 'forbidden']);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('is accepted for a free email and mobile, and the account follows it', async () => {
    const response = await propose(h, 'sara', [
      profileUpdated(saraId, await h.store.streamVersion(`user-${saraId}`), { email: 'sara.q@example.com', mobile: '+966512345679' }),
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await sarasAccount()).toMatchObject({ email: 'sara.q@example.com', mobile: '+966512345679' });
  });
});
