import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, expectLogUnchangedAndHealthy, harnessWithAdmin, profileUpdated, propose, registerCustomer, workingHoursChanged } from './events-api-fixtures.ts';

// POST /api/events accepting a batch: the server sets version, position, at and actor;
// a batch is all-or-nothing; re-sending an accepted batch returns its first acceptance.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
});
afterAll(async () => {
  await h.close();
});

const settingsVersion = () => h.store.streamVersion('settings');

describe('an accepted batch', () => {
  it('gets version, position and the server’s clock as at, and the admin as actor from the session', async () => {
    const before = await h.store.lastPosition();
    const version = await settingsVersion();
    h.clock.advance(10 * 60 * 1000);
    const serverTime = h.clock.now().toISOString();
    const proposal = autoReplySwitched(version, false);

    const response = await propose(h, 'admin', [proposal]);

    expect(response.status).toBe(200);
    expect(response.body.events).toEqual([
      {
        id: proposal.id,
        stream: 'settings',
        version: version + 1,
        position: before + 1,
        type: 'settings.autoReplySwitched',
        schema: 1,
        data: { enabled: false },
        actor: { role: 'admin', userId: h.adminId },
        at: serverTime,
      },
    ]);
    expect(await h.store.readStream('settings', version)).toEqual([{ ...response.body.events[0], audience: 'public' }]);
  });

  it('records a customer’s own profile change with the customer as actor, and the account follows it', async () => {
    const userId = await registerCustomer(h, 'noura');
    const proposal = profileUpdated(userId, afterRegistration, { fullName: '  Noura Harbi ' });

    const response = await propose(h, 'noura', [proposal]);

    expect(response.status).toBe(200);
    expect(response.body.events).toEqual([
      expect.objectContaining({ stream: `user-${userId}`, version: afterRegistration + 1, data: { fullName: 'Noura Harbi' }, actor: { role: 'customer', userId } }),
    ]);
    expect((await h.request('/api/auth/session', { client: 'noura' })).body.user.fullName).toBe('Noura Harbi');
  });

  it('lets an admin record a change on a customer’s stream, as the admin', async () => {
    const userId = await registerCustomer(h, 'fahad');
    const response = await propose(h, 'admin', [profileUpdated(userId, afterRegistration, { fullName: 'Fahad Otaibi' })]);
    expect(response.status).toBe(200);
    expect(response.body.events[0]).toMatchObject({ version: afterRegistration + 1, actor: { role: 'admin', userId: h.adminId } });
  });

  it('gives the events of one stream in one batch consecutive versions and positions', async () => {
    const before = await h.store.lastPosition();
    const version = await settingsVersion();
    const batch = [autoReplySwitched(version, true), workingHoursChanged(version + 1, '09:00', '21:00'), autoReplySwitched(version + 2, false)];

    const response = await propose(h, 'admin', batch);

    expect(response.status).toBe(200);
    expect(response.body.events.map((event: { version: number }) => event.version)).toEqual([version + 1, version + 2, version + 3]);
    expect(response.body.events.map((event: { position: number }) => event.position)).toEqual([before + 1, before + 2, before + 3]);
    expect(await h.store.lastPosition()).toBe(before + 3);
  });

  it('appends a batch spanning two streams together', async () => {
    const userId = await registerCustomer(h, 'reem');
    const before = await h.store.lastPosition();
    const response = await propose(h, 'admin', [
      autoReplySwitched(await settingsVersion(), true),
      profileUpdated(userId, afterRegistration, { fullName: 'Reem Dosari' }),
    ]);
    expect(response.status).toBe(200);
    expect(await h.store.lastPosition()).toBe(before + 2);
  });
});

describe('re-sending a batch', () => {
  it('returns the first acceptance, same positions and at even after the clock moved, and appends nothing', async () => {
    const version = await settingsVersion();
    const batch = [autoReplySwitched(version, true), autoReplySwitched(version + 1, false)];
    const first = await propose(h, 'admin', batch);
    const after = await h.store.lastPosition();
    // Less than the admin session's 30 idle minutes, so the same admin re-sends.
    h.clock.advance(20 * 60 * 1000);

    const again = await propose(h, 'admin', batch);

    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await expectLogUnchangedAndHealthy(h, after);
  });

  it('returns the first acceptance for a re-sent change whose data the server had tidied (trimmed, lower-cased)', async () => {
    const userId = await registerCustomer(h, 'huda');
    const proposal = profileUpdated(userId, afterRegistration, { fullName: ' Huda Zahrani ', email: 'Huda.Z@Example.com' });
    const first = await propose(h, 'huda', [proposal]);
    expect(first.body.events[0].data).toEqual({ fullName: 'Huda Zahrani', email: 'huda.z@example.com' });
    const after = await h.store.lastPosition();

    const again = await propose(h, 'huda', [proposal]);

    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await expectLogUnchangedAndHealthy(h, after);
  });

  it('refuses an accepted id reused for another type with idConflict, and appends nothing', async () => {
    const accepted = autoReplySwitched(await settingsVersion(), true);
    await propose(h, 'admin', [accepted]);
    const before = await h.store.lastPosition();

    const reused = { ...workingHoursChanged(accepted.expectedVersion, '07:00', '20:00'), id: accepted.id };
    const response = await propose(h, 'admin', [reused]);

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('idConflict');
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses an accepted id reused with other data with idConflict, never answering as if it were accepted', async () => {
    const accepted = autoReplySwitched(await settingsVersion(), true);
    await propose(h, 'admin', [accepted]);
    const before = await h.store.lastPosition();

    const response = await propose(h, 'admin', [{ ...accepted, data: { enabled: false } }]);

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('idConflict');
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses a batch mixing an accepted id with a new one with idConflict, and appends nothing', async () => {
    const accepted = autoReplySwitched(await settingsVersion(), true);
    await propose(h, 'admin', [accepted]);
    const before = await h.store.lastPosition();

    const response = await propose(h, 'admin', [accepted, autoReplySwitched(accepted.expectedVersion + 1, false)]);

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('idConflict');
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses a customer re-sending another customer’s accepted event, telling them nothing of it', async () => {
    const lina = await registerCustomer(h, 'lina');
    await registerCustomer(h, 'omar');
    const accepted = profileUpdated(lina, afterRegistration, { fullName: 'Lina Shehri' });
    const first = await propose(h, 'lina', [accepted]);
    expect(first.status).toBe(200);
    const before = await h.store.lastPosition();

    const response = await propose(h, 'omar', [accepted]);

    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'idConflict', message: expect.any(String) });
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('accepts the same proposal sent twice at once exactly once', async () => {
    const before = await h.store.lastPosition();
    const proposal = autoReplySwitched(await settingsVersion(), true);

    const [one, two] = await Promise.all([propose(h, 'admin', [proposal]), propose(h, 'admin', [proposal])]);

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body).toEqual(one.body);
    expect(await h.store.lastPosition()).toBe(before + 1);
  });
});
