import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { currentPrivacyNoticeVersion } from '../../machines/domain/privacy-notice.ts';
import { createHarness, type Harness } from './app-harness.ts';

// The language follows the account (issue 23 item 13): the one a visitor registers in is
// recorded with the registration, and a signed-in customer's later choice through the log.
const sara = { fullName: 'Sara Qahtani', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const typesOf = async (userId: string) => (await h.store.readStream(`user-${userId}`)).map((event) => [event.type, event.data]);

describe('the language of an account', () => {
  it('given a visitor registering in Arabic, when the account is made, then user.languageChosen ar follows user.registered', async () => {
    const response = await h.request('/api/auth/register', { body: { ...sara, language: 'ar' } });

    expect(response.status).toBe(201);
    expect(await typesOf(response.body.user.id)).toEqual([
      ['user.registered', expect.anything()],
      ['user.privacyNoticeAccepted', { version: currentPrivacyNoticeVersion }],
      ['user.languageChosen', { language: 'ar' }],
    ]);
  });

  it('given a registration that names no language, when the account is made, then no choice is recorded', async () => {
    const response = await h.request('/api/auth/register', { body: sara });

    expect((await typesOf(response.body.user.id)).map(([type]) => type)).toEqual(['user.registered', 'user.privacyNoticeAccepted']);
  });

  it('given a language the app does not speak, when registering, then the registration is refused and no account made', async () => {
    const response = await h.request('/api/auth/register', { body: { ...sara, language: 'fr' } });

    expect(response.status).toBe(400);
    expect(await h.store.lastPosition()).toBe(0);
  });

  it('given a signed-in customer, when they choose English, then their stream keeps it', async () => {
    const registered = await h.request('/api/auth/register', { body: { ...sara, language: 'ar' } });
    const userId = registered.body.user.id as string;

    const proposal = { id: uuidv7(), stream: `user-${userId}`, expectedVersion: 3, type: 'user.languageChosen', schema: 1, data: { language: 'en' } };
    const answer = await h.request('/api/events', { body: { events: [proposal] } });

    expect(answer.status).toBe(200);
    expect((await typesOf(userId)).at(-1)).toEqual(['user.languageChosen', { language: 'en' }]);
  });
});
