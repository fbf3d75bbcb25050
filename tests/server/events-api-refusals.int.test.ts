import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, expectLogUnchangedAndHealthy, harnessWithAdmin, profileUpdated, propose, registerCustomer, workingHoursChanged } from './events-api-fixtures.ts';

// Well-formed proposals the server still refuses: no session, the policy (who may append
// what where), a stale expected version, and the stream's machine saying no with the rule's name.
let h: Harness & { adminId: string };
let sara: string;
let omar: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  omar = await registerCustomer(h, 'omar');
});
afterAll(async () => {
  await h.close();
});

async function expectRefused(client: string, events: unknown[], status: number, code: string) {
  const before = await h.store.lastPosition();
  const response = await propose(h, client, events);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
  return response;
}

describe('who may append', () => {
  it('refuses a visitor without a session with 401 signInRequired, and appends nothing', async () => {
    await expectRefused('visitor', [autoReplySwitched(await h.store.streamVersion('settings'), false)], 401, 'signInRequired');
  });

  it('refuses a customer appending to another customer’s stream with 403 forbidden, and appends nothing', async () => {
    await expectRefused('sara', [profileUpdated(omar, afterRegistration, { fullName: 'Not Omar' })], 403, 'forbidden');
    expect(await h.store.readStream(`user-${omar}`)).toHaveLength(afterRegistration);
  });

  it('refuses a customer changing the settings with 403 forbidden, and appends nothing', async () => {
    await expectRefused('sara', [autoReplySwitched(await h.store.streamVersion('settings'), false)], 403, 'forbidden');
  });

  it('refuses a customer appending the server-only user.loggedIn or user.registered to their own stream with 403 forbidden', async () => {
    const loggedIn = { ...profileUpdated(sara, afterRegistration, {}), type: 'user.loggedIn' };
    const registered = {
      ...profileUpdated(sara, afterRegistration, { fullName: 'Sara Again', email: 'again@example.com', mobile: '+966511111111' }),
      type: 'user.registered',
    };
    await expectRefused('sara', [loggedIn], 403, 'forbidden');
    await expectRefused('sara', [registered], 403, 'forbidden');
  });

  it('refuses a customer suspending themselves or reinstating with 403 forbidden', async () => {
    await expectRefused('sara', [{ ...profileUpdated(sara, afterRegistration, {}), type: 'user.suspended' }], 403, 'forbidden');
    await expectRefused('sara', [{ ...profileUpdated(sara, afterRegistration, {}), type: 'user.reinstated' }], 403, 'forbidden');
  });

  it('refuses even an admin the server-only user.loggedIn with 403 forbidden', async () => {
    await expectRefused('admin', [{ ...profileUpdated(sara, afterRegistration, {}), type: 'user.loggedIn' }], 403, 'forbidden');
  });

  it('refuses a customer an admin suspended with 401 signInRequired: the suspension ended their session', async () => {
    const rayan = await registerCustomer(h, 'rayan');
    const suspension = { ...profileUpdated(rayan, afterRegistration, { reason: 'unpaid' }), type: 'user.suspended' };
    expect((await propose(h, 'admin', [suspension])).status).toBe(200);

    await expectRefused('rayan', [profileUpdated(rayan, 2, { fullName: 'Rayan Ghamdi' })], 401, 'signInRequired');
  });

  it('refuses a whole batch when one of its events is forbidden, appending none of it', async () => {
    await expectRefused(
      'sara',
      [profileUpdated(sara, afterRegistration, { fullName: 'Sara Qahtani' }), profileUpdated(omar, afterRegistration, { fullName: 'Not Omar' })],
      403,
      'forbidden',
    );
    expect(await h.store.readStream(`user-${sara}`)).toHaveLength(afterRegistration);
  });
});

describe('a stale expected version', () => {
  it('refuses with 409 versionConflict and the stream’s actual version, and appends nothing', async () => {
    const version = await h.store.streamVersion('settings');
    expect((await propose(h, 'admin', [autoReplySwitched(version, true)])).status).toBe(200);

    const response = await expectRefused('admin', [autoReplySwitched(version, false)], 409, 'versionConflict');

    expect(response.body.error).toMatchObject({ stream: 'settings', actualVersion: version + 1 });
  });

  it('refuses an expected version ahead of the stream with 409 versionConflict', async () => {
    const version = await h.store.streamVersion('settings');
    await expectRefused('admin', [autoReplySwitched(version + 5, true)], 409, 'versionConflict');
  });

  it('appends nothing of a two-stream batch whose second stream is stale, not even the first stream’s event', async () => {
    const settingsBefore = await h.store.readStream('settings');
    const response = await expectRefused(
      'admin',
      [autoReplySwitched(settingsBefore.length, true), profileUpdated(omar, 0, { fullName: 'Omar Saleh' })],
      409,
      'versionConflict',
    );
    expect(response.body.error).toMatchObject({ stream: `user-${omar}`, actualVersion: afterRegistration });
    expect(await h.store.readStream('settings')).toEqual(settingsBefore);
  });
});

describe('the stream’s own rules', () => {
  it('refuses working hours that open at or after they close with 422 workingHoursOpenBeforeTheyClose', async () => {
    const version = await h.store.streamVersion('settings');
    await expectRefused('admin', [workingHoursChanged(version, '22:00', '08:00')], 422, 'workingHoursOpenBeforeTheyClose');
    await expectRefused('admin', [workingHoursChanged(version, '09:00', '09:00')], 422, 'workingHoursOpenBeforeTheyClose');
  });

  it('refuses a batch whose later event breaks a rule, appending none of it', async () => {
    const version = await h.store.streamVersion('settings');
    await expectRefused(
      'admin',
      [workingHoursChanged(version, '08:00', '20:00'), workingHoursChanged(version + 1, '21:00', '20:00')],
      422,
      'workingHoursOpenBeforeTheyClose',
    );
  });

  it('refuses an event the stream’s state has no place for with 422 notAllowedNow', async () => {
    const createdAgain = {
      ...profileUpdated(sara, afterRegistration, { fullName: 'Sara', email: 'sara-new@example.com', mobile: '+966522222222' }),
      type: 'user.createdByAdmin',
    };
    await expectRefused('admin', [createdAgain], 422, 'notAllowedNow');
  });

  it('refuses a profile change to an email another customer holds with 409 accountExists, and appends nothing', async () => {
    const omarsEmail = (await h.store.readStream(`user-${omar}`))[0]!.data as { email: string };
    await expectRefused('sara', [profileUpdated(sara, afterRegistration, { email: omarsEmail.email })], 409, 'accountExists');
  });
});
