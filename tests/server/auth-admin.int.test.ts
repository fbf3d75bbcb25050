import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '../../server/auth/admin-bootstrap.ts';
import { createHarness, testConfig, type Harness } from './app-harness.ts';

// The admin: created once at first start, never with a default password; signs in with its
// own shorter session (30 minutes idle, 12 hours at most) beside any customer session.
const owner = { email: 'owner@example.com', password: 'correct horse battery staple' };
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };
const minute = 60_000;

let h: Harness;
afterEach(async () => {
  await h.close();
});

const adminCount = async () => (await h.db.query('select email from admins')).rows;

describe('admin bootstrap', () => {
  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    h = await createHarness();
    const lines: string[] = [];
    const config = testConfig({ adminEmail: 'Owner@Example.com', adminPassword: owner.password });

    expect(await bootstrapAdmin({ db: h.db, config, now: h.clock.now, log: (line) => lines.push(line) })).toBe('created');

    expect(await adminCount()).toEqual([{ email: 'owner@example.com' }]);
    expect(lines.join('\n')).toContain('owner@example.com');
    expect(lines.join('\n')).not.toContain(owner.password);
    expect((await h.request('/api/admin/login', { body: owner })).status).toBe(200);
  });

  it('generates a password when none is given, prints it once, and creates nobody on the next start', async () => {
    h = await createHarness();
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    await bootstrapAdmin({ db: h.db, config: testConfig(), now: h.clock.now, log });
    const printed = /email (\S+) and password (\S+) /.exec(lines[0] ?? '');
    expect(printed?.[1]).toBe('admin@localhost');
    expect(printed?.[2]!.length).toBeGreaterThanOrEqual(20);
    expect(lines[0]).toMatch(/will not be shown again/);

    expect(await bootstrapAdmin({ db: h.db, config: testConfig(), now: h.clock.now, log })).toBe('alreadyThere');
    expect(lines).toHaveLength(1);
    expect(await adminCount()).toEqual([{ email: 'admin@localhost' }]);
    const signedIn = await h.request('/api/admin/login', { body: { email: 'admin@localhost', password: printed![2] } });
    expect(signedIn.status).toBe(200);
  });

  it('does not reset an existing admin from a changed ADMIN_PASSWORD', async () => {
    h = await createHarness({ admin: owner });
    const config = testConfig({ adminEmail: owner.email, adminPassword: 'a new password for the owner' });
    expect(await bootstrapAdmin({ db: h.db, config, now: h.clock.now, log: () => {} })).toBe('alreadyThere');
    expect((await h.request('/api/admin/login', { body: owner })).status).toBe(200);
  });

  it('refuses to start with a short ADMIN_PASSWORD rather than create a weak admin', async () => {
    h = await createHarness();
    const config = testConfig({ adminPassword: 'admin' });
    await expect(bootstrapAdmin({ db: h.db, config, now: h.clock.now, log: () => {} })).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await adminCount()).toEqual([]);
  });
});

describe('admin sign-in', () => {
  it('signs the admin in with cookie asid and answers who it is', async () => {
    h = await createHarness({ admin: owner });
    const response = await h.request('/api/admin/login', { body: { ...owner, email: ' OWNER@example.com' } });

    expect(response.status).toBe(200);
    expect(response.body.admin).toEqual({ id: expect.any(String), email: 'owner@example.com' });
    expect(response.headers.get('set-cookie')).toMatch(/^asid=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect((await h.request('/api/admin/session')).body).toEqual({ admin: response.body.admin });
    expect((await h.request('/api/auth/session')).body).toEqual({ user: null, admin: response.body.admin });
  });

  it('answers a wrong admin password and an unknown admin alike', async () => {
    h = await createHarness({ admin: owner });
    const wrong = await h.request('/api/admin/login', { client: 'a', body: { ...owner, password: 'not the password' } });
    const unknown = await h.request('/api/admin/login', { client: 'b', body: { ...owner, email: 'nobody@example.com' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'invalidCredentials', message: 'Invalid email or password.' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs the admin out on the server, so the old cookie no longer works', async () => {
    h = await createHarness({ admin: owner });
    await h.request('/api/admin/login', { body: owner });
    const cookie = h.cookies().asid!;
    expect((await h.request('/api/admin/logout', { body: {} })).status).toBe(200);
    h.setCookies('replay', { asid: cookie });
    expect((await h.request('/api/admin/session', { client: 'replay' })).status).toBe(401);
  });

  it('ends an admin session after 30 minutes without use', async () => {
    h = await createHarness({ admin: owner });
    await h.request('/api/admin/login', { body: owner });
    h.clock.advance(29 * minute);
    expect((await h.request('/api/admin/session')).status).toBe(200);
    h.clock.advance(29 * minute);
    expect((await h.request('/api/admin/session')).status).toBe(200);
    h.clock.advance(30 * minute);
    expect((await h.request('/api/admin/session')).status).toBe(401);
  });

  it('ends an admin session 12 hours after sign-in however busy the admin is', async () => {
    h = await createHarness({ admin: owner });
    await h.request('/api/admin/login', { body: owner });
    for (let elapsed = 0; elapsed < 11 * 60; elapsed += 20) {
      h.clock.advance(20 * minute);
      expect((await h.request('/api/admin/session')).status).toBe(200);
    }
    h.clock.advance(60 * minute);
    const late = await h.request('/api/admin/session');
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('signInRequired');
  });

  it('refuses an admin-only route to a signed-in customer with adminOnly', async () => {
    h = await createHarness({ admin: owner });
    await h.request('/api/auth/register', { body: sara });
    const response = await h.request('/api/admin/session');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('adminOnly');
  });

  it('keeps a customer session and an admin session side by side in one browser', async () => {
    h = await createHarness({ admin: owner });
    const user = (await h.request('/api/auth/register', { body: sara })).body.user;
    const admin = (await h.request('/api/admin/login', { body: owner })).body.admin;

    expect((await h.request('/api/auth/session')).body).toEqual({ user, admin });
    await h.request('/api/admin/logout', { body: {} });
    expect((await h.request('/api/auth/session')).body).toEqual({ user, admin: null });
  });
});
