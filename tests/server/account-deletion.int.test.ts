import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, bookedBy, jpegWithGps, paidByServer, stateOf, uploadPhoto } from './request-fixtures.ts';

// POST /api/me/account-deletion: a customer deletes their account with their password; their
// key is deleted, so nothing the log, the API or a restart gives shows who they were
// (docs/decisions.md 34).
let h: Harness & { adminId: string };
let sara: string;
let sarasEmail: string;
let sarasRequest: string;
let sarasPhoto: string;
const sarasWords = { note: 'Sara only: the kitchen sink drips', address: 'Sara Street 17, Al Olaya, Riyadh' };

beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  sarasEmail = (await h.request('/api/auth/session', { client: 'sara' })).body.user.email;
  await registerCustomer(h, 'omar');
  const photo = await uploadPhoto(h, 'sara', await jpegWithGps());
  sarasPhoto = photo.body.upload.id;
  sarasRequest = await bookedBy(h, 'sara', { ...sarasWords, photoId: sarasPhoto });
  await paidByServer(h, (await acceptedOffer(h, 'omar', 15_000)).stream, 15_000);
}, 180_000);

afterAll(async () => {
  await h.close();
});

const deleteAccount = (client: string, password = 'a fine password') => h.request('/api/me/account-deletion', { client, body: { password } });
const sarasTraces = () => [`Customer sara`, sarasEmail, sarasWords.note, sarasWords.address];

describe('POST /api/me/account-deletion', () => {
  it('given a wrong password, when the customer asks, then nothing is deleted', async () => {
    const response = await deleteAccount('sara', 'not my password');

    expect(response.status).toBe(401);
    expect((await h.request('/api/auth/session', { client: 'sara' })).body.user?.id).toBe(sara);
  });

  it('given a paid visit not done yet, when the customer asks, then it is refused with paidVisitNotDone', async () => {
    const response = await deleteAccount('omar');

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('paidVisitNotDone');
  });

  it('given an open request, when the customer deletes their account, then the request is cancelled and they are signed out for good', async () => {
    const response = await deleteAccount('sara');

    expect(response.status).toBe(200);
    expect((await stateOf(h, sarasRequest)).value).toBe('cancelled');
    expect((await h.request('/api/auth/session', { client: 'sara' })).body.user).toBeNull();
    const signIn = await h.request('/api/auth/login', { client: 'sara-again', body: { identifier: sarasEmail, password: 'a fine password' } });
    expect(signIn.status).toBe(401);
    const user = (await h.store.readStream(`user-${sara}`)).map((event) => event.type);
    expect(user.slice(-2)).toEqual(['user.deletionRequested', 'user.erased']);
  });

  it('then no answer of the API to the admin holds her name, email, words or photo', async () => {
    const events = await h.request('/api/events?after=0', { client: 'admin' });
    const text = JSON.stringify(events.body);

    for (const trace of sarasTraces()) expect(text).not.toContain(trace);
    expect(text).toContain(erasedCustomerName);
    expect((await h.request(`/api/uploads/${sarasPhoto}`, { client: 'admin' })).status).toBe(404);
  });

  it('then the events table holds only ciphertext of her, and her key is gone', async () => {
    const { rows } = await h.db.query<{ data: unknown }>('select data from events where audience = $1', [sara]);
    const raw = JSON.stringify(rows);

    for (const trace of sarasTraces()) expect(raw).not.toContain(trace);
    expect((await h.db.query('select key from customer_keys where user_id = $1', [sara])).rows).toEqual([{ key: null }]);
    expect((await h.db.query('select 1 from accounts where user_id = $1', [sara])).rows).toEqual([]);
  });

  it('then a replay after a restart reads her as the deleted customer, with nothing of her', async () => {
    const restarted = await createEventStore(h.db);
    const registered = (await restarted.readStream(`user-${sara}`))[0]!;
    const booking = (await restarted.readStream(sarasRequest))[0]!;

    expect(registered.data).toMatchObject({ fullName: erasedCustomerName, email: '', mobile: '' });
    expect(booking.data).toMatchObject({ note: '', address: '', coordinates: null, phone: '', photoId: null });
    await restarted.close();
  });
});
