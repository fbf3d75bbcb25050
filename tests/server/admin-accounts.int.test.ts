import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, owner, registerCustomer } from './events-api-fixtures.ts';

// The admins, run by a signed-in admin over HTTP: adding one who can then sign in, removing
// one whose sessions end at once, changing one's own password (checked like a sign-in and
// ending one's other sessions), and ending one's other sessions. Only admins reach any of it.
let h: Harness & { adminId: string };
beforeAll(async () => {
  // Sign-in pauses are recorded, not waited out.
  h = await harnessWithAdmin({ signInPause: async () => {} });
  await registerCustomer(h, 'customer');
});
afterAll(async () => {
  await h.close();
});

let made = 0;
const password = 'a first password';

/** Given: the owner added an admin, signed in as client `as`; answers their id and email. */
async function addedAdmin(as: string) {
  made += 1;
  const email = `admin-${made}@example.com`;
  const added = await h.request('/api/admin/admins', { client: 'admin', body: { email, password } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const signedIn = await h.request('/api/admin/login', { client: as, body: { email, password } });
  expect(signedIn.status).toBe(200);
  return { id: added.body.admin.id as string, email };
}

const sessionOf = (client: string) => h.request('/api/admin/session', { client });

describe('who may run the admins', () => {
  it.each([
    ['GET', '/api/admin/admins', undefined],
    ['POST', '/api/admin/admins', { email: 'x@example.com', password }],
    ['DELETE', '/api/admin/admins/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/admin/password', { currentPassword: password, newPassword: 'another password' }],
    ['POST', '/api/admin/sessions/end-others', {}],
  ])('%s %s: a customer gets 403 adminOnly, a visitor 401', async (method, path, body) => {
    const asCustomer = await h.request(path, { client: 'customer', method, body });
    const asVisitor = await h.request(path, { client: 'visitor', method, body });
    expect([asCustomer.status, asCustomer.body.error.code]).toEqual([403, 'adminOnly']);
    expect(asVisitor.status).toBe(401);
  });
});

describe('adding an admin', () => {
  it('lets them sign in, and lists them', async () => {
    const { id, email } = await addedAdmin('second');
    const list = await h.request('/api/admin/admins', { client: 'admin' });
    expect(list.body.you).toBe(h.adminId);
    expect(list.body.admins.map((admin: { email: string }) => admin.email)).toEqual(expect.arrayContaining([owner.email, email]));
    expect((await sessionOf('second')).body.admin.id).toBe(id);
  });

  it('refuses an email an admin has with 409 adminExists, and a short password with 400 passwordTooShort', async () => {
    const duplicate = await h.request('/api/admin/admins', { client: 'admin', body: { email: owner.email.toUpperCase(), password } });
    const short = await h.request('/api/admin/admins', { client: 'admin', body: { email: 'short@example.com', password: 'short' } });
    expect([duplicate.status, duplicate.body.error.code]).toEqual([409, 'adminExists']);
    expect([short.status, short.body.error.code]).toEqual([400, 'passwordTooShort']);
  });
});

describe('removing an admin', () => {
  it('ends their sessions at once, and they cannot sign in again', async () => {
    const { id, email } = await addedAdmin('removed');
    expect((await sessionOf('removed')).status).toBe(200);
    const removal = await h.request(`/api/admin/admins/${id}`, { client: 'admin', method: 'DELETE' });
    expect(removal.status).toBe(200);
    expect((await sessionOf('removed')).status).toBe(401);
    const again = await h.request('/api/admin/login', { client: 'removed', body: { email, password } });
    expect([again.status, again.body.error.code]).toEqual([401, 'invalidCredentials']);
  });

  it('is refused for oneself (409 cannotRemoveYourself) and for an unknown id (404)', async () => {
    const self = await h.request(`/api/admin/admins/${h.adminId}`, { client: 'admin', method: 'DELETE' });
    const unknown = await h.request('/api/admin/admins/00000000-0000-4000-8000-000000000000', { client: 'admin', method: 'DELETE' });
    expect([self.status, self.body.error.code]).toEqual([409, 'cannotRemoveYourself']);
    expect(unknown.status).toBe(404);
    expect((await sessionOf('admin')).status).toBe(200);
  });
});

describe('changing one’s own password', () => {
  it('with the current one: the new one signs in, the old one no more; other sessions end, this one stays', async () => {
    const { email } = await addedAdmin('changer');
    const elsewhere = await h.request('/api/admin/login', { client: 'changer-phone', body: { email, password } });
    expect(elsewhere.status).toBe(200);
    const changed = await h.request('/api/admin/password', { client: 'changer', body: { currentPassword: password, newPassword: 'a better password' } });
    expect(changed.status).toBe(200);
    expect((await sessionOf('changer')).status).toBe(200);
    expect((await sessionOf('changer-phone')).status).toBe(401);
    expect((await h.request('/api/admin/login', { client: 'x', body: { email, password } })).status).toBe(401);
    expect((await h.request('/api/admin/login', { client: 'x', body: { email, password: 'a better password' } })).status).toBe(200);
  });

  it('with a wrong current one: 401 invalidCredentials, then 429 tooManyAttempts from the same address', async () => {
    await addedAdmin('guessed');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await h.request('/api/admin/password', { client: 'guessed', body: { currentPassword: `wrong ${attempt}`, newPassword: 'whatever password' } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await sessionOf('guessed')).status).toBe(200);
  });
});

describe('ending one’s other sessions', () => {
  it('ends every other session of this admin, keeps this one, and touches no other admin', async () => {
    const { email } = await addedAdmin('ender');
    await h.request('/api/admin/login', { client: 'ender-laptop', body: { email, password } });
    const ended = await h.request('/api/admin/sessions/end-others', { client: 'ender', body: {} });
    expect(ended.status).toBe(200);
    expect((await sessionOf('ender')).status).toBe(200);
    expect((await sessionOf('ender-laptop')).status).toBe(401);
    expect((await sessionOf('admin')).status).toBe(200);
  });
});
