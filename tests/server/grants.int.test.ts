import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, plansUpdated, registerCustomer } from './events-api-fixtures.ts';

// The admin's grant screen over HTTP: the customer found by id, then email, then mobile,
// else an account made for them to claim; the plan's terms in force in the grant.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
});
afterAll(async () => {
  await h.close();
});

let people = 0;
const someone = () => {
  people += 1;
  return { fullName: `Granted ${people}`, email: `granted-${people}@example.com`, mobile: `0555${String(people).padStart(6, '0')}` };
};
const grant = (body: Record<string, unknown>, client = 'admin') =>
  h.request('/api/admin/grants', { client, body: { plan: 'vip', note: '', ...body } });
const grantsOf = async (userId: string) =>
  (await h.store.readStream(`subscription-${userId}`)).filter((event) => event.type === 'subscription.granted');
const profileOf = async (client: string) => (await h.request('/api/auth/session', { client })).body.user;

describe('granting a subscription', () => {
  it('to the customer the user id names, with the plan’s terms in force, by the admin', async () => {
    const userId = await registerCustomer(h, 'noura');
    const answer = await grant({ userId, ...someone(), plan: 'vip-plus', note: 'Paid at the showroom' });
    expect(answer.body).toEqual({ userId, created: false });
    const [granted] = await grantsOf(userId);
    expect(granted).toMatchObject({
      data: { plan: 'vip-plus', days: 30, maxVisits: 12, note: 'Paid at the showroom', via: 'admin' },
      actor: { role: 'admin', userId: h.adminId },
    });
  });

  it('finds the customer by email, then by mobile, when no user id is given', async () => {
    const userId = await registerCustomer(h, 'fahad');
    const { email, mobile } = await profileOf('fahad');
    expect((await grant({ ...someone(), email })).body).toEqual({ userId, created: false });
    expect((await grant({ ...someone(), mobile })).body).toEqual({ userId, created: false });
    expect(await grantsOf(userId)).toHaveLength(2);
  });

  it('makes an account for someone unknown, which they claim by registering with the same email and mobile', async () => {
    const person = someone();
    const answer = await grant(person);
    expect(answer.body.created).toBe(true);
    const userId = answer.body.userId as string;
    expect((await h.store.readStream(`user-${userId}`))[0]).toMatchObject({ type: 'user.createdByAdmin' });

    const claimed = await h.request('/api/auth/register', { client: 'claimer', body: { ...person, password: 'a fine password', privacyNoticeAccepted: true } });
    expect(claimed.status).toBe(201);
    expect(claimed.body.user.id).toBe(userId);
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it('uses the plan terms the admin set in the settings', async () => {
    const plans = { ...defaultSettings.plans, vip: { ...defaultSettings.plans.vip, visits: 6, days: 14 } };
    await plansUpdated(h, plans);
    const { userId } = (await grant(someone())).body;
    expect((await grantsOf(userId))[0]!.data).toMatchObject({ days: 14, maxVisits: 6 });
  });

  it.each([
    ['no full name', { fullName: '' }],
    ['a mobile that is not Saudi', { mobile: '+4412345678' }],
    ['a user id with letters', { userId: '12a4' }],
    ['an unknown plan', { plan: 'gold' }],
  ])('refuses %s with 400 and grants nothing', async (_what, change) => {
    const before = await h.store.lastPosition();
    expect((await grant({ ...someone(), ...change })).status).toBe(400);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('is the admin’s alone', async () => {
    await registerCustomer(h, 'reem');
    const before = await h.store.lastPosition();
    expect((await grant(someone(), 'reem')).status).toBe(403);
    expect((await grant(someone(), 'nobody')).status).toBe(401);
    await expectLogUnchangedAndHealthy(h, before);
  });
});
