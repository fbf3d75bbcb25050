import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { DataExport } from '../../server/privacy/data-export.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, bookedBy, jpegWithGps, paidByServer, uploadPhoto } from './request-fixtures.ts';

// GET /api/me/data-export: the signed-in customer's own data and nobody else's (docs/decisions.md 32).
let h: Harness & { adminId: string };
let sara: string;
let nora: string;
let sarasRequest: string;
let norasRequest: string;
let sarasPhoto: string;

beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  nora = await registerCustomer(h, 'nora');
  const photo = await uploadPhoto(h, 'sara', await jpegWithGps());
  expect(photo.status).toBe(201);
  sarasPhoto = photo.body.upload.id;
  sarasRequest = (await acceptedOffer(h, 'sara', 15_000)).stream;
  await paidByServer(h, sarasRequest, 15_000);
  norasRequest = await bookedBy(h, 'nora', { note: 'Nora only: the garden tap' });
}, 120_000);

afterAll(async () => {
  await h.close();
});

const exportOf = (client: string, query = '') => h.request(`/api/me/data-export${query}`, { client });

describe('GET /api/me/data-export', () => {
  it('given a customer with a paid request and a photo, when they download their data, then it holds their account, request, payment and photo', async () => {
    const response = await exportOf('sara');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="my-data-${sara}.json"`);
    const data = response.body as DataExport;
    expect(data.account).toMatchObject({ id: sara, email: expect.stringMatching(/^sara-\d+@example\.com$/) });
    expect(data.privacyNotice.accepted).toBe(data.privacyNotice.inForce);
    const streams = data.streams.map(({ stream }) => stream);
    expect(streams).toEqual(expect.arrayContaining([`user-${sara}`, sarasRequest]));
    expect(data.payments).toEqual([expect.objectContaining({ stream: sarasRequest, for: 'request', amountHalalas: 15_000 })]);
    expect(data.payments[0]!.receipt.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(data.photos).toEqual([expect.objectContaining({ id: sarasPhoto, uploadedBy: 'customer', dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) })]);
  });

  it('given another customer, when one downloads their data, then nothing of the other is in it and no secret either', async () => {
    const text = JSON.stringify((await exportOf('sara')).body);

    // Ids are 4 digits, which a photo's base64 may hold by chance: look for them where they would be named.
    expect(text).not.toContain(`user-${nora}`);
    expect(text).not.toContain(`"userId":"${nora}"`);
    expect(text).not.toContain('nora-');
    expect(text).not.toContain(norasRequest);
    expect(text).not.toContain('Nora only');
    expect(text).not.toContain(h.adminId);
    for (const secret of ['a fine password', 'scrypt', 'passwordHash', 'password_hash', 'token']) expect(text).not.toContain(secret);
  });

  it('given a download, when it is served, then the account records it as user.dataExported with its format', async () => {
    const before = (await h.store.readStream(`user-${sara}`)).filter((event) => event.type === 'user.dataExported').length;

    await exportOf('sara', '?format=html');

    const exports = (await h.store.readStream(`user-${sara}`)).filter((event) => event.type === 'user.dataExported');
    expect(exports).toHaveLength(before + 1);
    expect(exports.at(-1)).toMatchObject({ data: { format: 'html' }, actor: { role: 'customer', userId: sara } });
  });

  it('given a customer, when they ask with HEAD (headers only), then no data is handed over and nothing is recorded', async () => {
    const before = await h.store.lastPosition();
    const response = await h.request('/api/me/data-export', { client: 'sara', method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await h.store.lastPosition()).toBe(before);
  });

  it('given an admin session, when it asks for the export (for anyone), then it is refused and nothing is recorded', async () => {
    const before = await h.store.lastPosition();

    const plain = await exportOf('admin');
    const forSara = await exportOf('admin', `?userId=${sara}`);
    const actingAsAdmin = await exportOf('admin', '?as=admin');

    for (const response of [plain, forSara, actingAsAdmin]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('signInRequired');
    }
    expect(await h.store.lastPosition()).toBe(before);
  });

  it('given a format the export does not have, when asked, then it is refused and nothing is recorded', async () => {
    const before = await h.store.lastPosition();
    const response = await exportOf('sara', '?format=pdf');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalidInput');
    expect(await h.store.lastPosition()).toBe(before);
  });

  it('given a visitor, when they ask for the export, then it is refused', async () => {
    expect((await exportOf('visitor')).status).toBe(401);
  });

  it('given a customer who chose Arabic, when they ask for the printable page, then it is in Arabic, right to left, with their e-mail and no script', async () => {
    const stream = `user-${nora}`;
    const chosen = await propose(h, 'nora', [
      { id: uuidv7(), stream, expectedVersion: await h.store.streamVersion(stream), type: 'user.languageChosen', schema: 1, data: { language: 'ar' } },
    ]);
    expect(chosen.status).toBe(200);

    const response = await exportOf('nora', '?format=html');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = response.body as string;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('بياناتك لدى');
    expect(page).toContain(norasRequest);
    expect(page).not.toContain('<script');
    expect(page).not.toContain('sara-');
  });
});
