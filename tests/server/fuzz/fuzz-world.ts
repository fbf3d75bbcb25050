import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { StoredEvent } from '../../../server/store/event-store.ts';
import { createHarness, type Harness } from '../app-harness.ts';
import { owner as adminCredentials, propose, registerCustomer } from '../events-api-fixtures.ts';
import { bookedBy, done, jpegWithGps, uploadPhoto } from '../request-fixtures.ts';
import { apiRoutesOf, type ApiRoute } from './app-routes.ts';

// The app the fuzz suite attacks, with someone behind every kind of cookie: the owner of a
// booking with an offer, another customer, a suspended one, one who signed out, the admin (signed
// in, and signed out in another browser), and a victim whose ids and private text the others
// aim at. Identities send no cookie jar of the harness: a case names whose cookie it sends.
export const identities = [
  'visitor',
  'owner',
  'other',
  'suspended',
  'signedOut',
  'admin',
  'adminSignedOut',
  'adminTokenAsCustomer',
  'ownerAndAdmin',
  'garbage',
] as const;
export type Identity = (typeof identities)[number];

/** Identities that may never act as the admin, whatever header they add. */
export const customerSideIdentities = identities.filter((identity) => identity !== 'admin' && identity !== 'ownerAndAdmin');

/** Only in the victim's booking: an answer to anyone else that carries it leaked it. */
export const victimMarker = 'Victim private street 4411';

export interface WorldIds {
  ownerId: string;
  otherId: string;
  victimId: string;
  ownerRequestStream: string;
  victimRequestStream: string;
  /** A technician of the company's: a stream only admins read or write. */
  technicianStream: string;
  victimUploadId: string;
  /** The victim's booking as the log keeps it: replayed by others as if it were theirs. */
  victimBooking: StoredEvent;
  /** Small real images of each kind the upload takes, for the fuzz to spoil. */
  images: Uint8Array[];
}

export interface ConcreteRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Answer {
  status: number;
  text: string;
}

export interface FuzzWorld {
  harness: Harness;
  routes: ApiRoute[];
  ids: WorldIds;
  cookieOf(identity: Identity, garbage: string): string | null;
  send(request: ConcreteRequest): Promise<Answer>;
  eventCount(): Promise<number>;
  /** Signs back in whoever a case signed out (a fuzzed logout that was, after all, a logout). */
  keepSignedIn(): Promise<void>;
  close(): Promise<void>;
}

const answerTimeoutMs = 10_000;

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const h = await createHarness({
    admin: adminCredentials,
    signInPause: async () => {},
    notifier: { email: { send: async () => {} }, text: { send: async () => {} } },
  });
  const ids = await populate(h);
  const sessionOf = (client: string, cookie: 'sid' | 'asid') => h.cookies(client)[cookie]!;

  const send = async (request: ConcreteRequest): Promise<Answer> => {
    const bodyAllowed = request.method !== 'GET' && request.method !== 'HEAD';
    const body = !bodyAllowed || request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : new Uint8Array(request.body);
    const sent = Promise.resolve(h.app.request(request.url, { method: request.method, headers: request.headers, body }));
    const answering = sent.then(async (response) => {
      // A live stream that opened would never end by itself: its first answer is enough.
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel();
        return { status: response.status, text: '' };
      }
      return { status: response.status, text: await response.text() };
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Answer>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${answerTimeoutMs} ms`)), answerTimeoutMs);
    });
    return Promise.race([answering, timeout]).finally(() => clearTimeout(timer));
  };

  return {
    harness: h,
    routes: apiRoutesOf(h.app),
    ids,
    cookieOf(identity, garbage) {
      switch (identity) {
        case 'visitor':
          return null;
        case 'owner':
        case 'other':
        case 'suspended':
        case 'signedOut':
          return `sid=${sessionOf(identity, 'sid')}`;
        case 'admin':
        case 'adminSignedOut':
          return `asid=${sessionOf(identity, 'asid')}`;
        case 'adminTokenAsCustomer':
          return `sid=${sessionOf('admin', 'asid')}`;
        case 'ownerAndAdmin':
          return `sid=${sessionOf('owner', 'sid')}; asid=${sessionOf('admin', 'asid')}`;
        case 'garbage':
          return garbage;
      }
    },
    send,
    eventCount: async () => Number((await h.db.query<{ count: string }>('select count(*) as count from events')).rows[0]!.count),
    async keepSignedIn() {
      for (const customer of ['owner', 'other'] as const) {
        const session = await h.request('/api/auth/session', { client: customer });
        if (session.body.user !== null) continue;
        const email = `${customer}-fuzz@example.com`;
        expect((await h.request('/api/auth/login', { client: customer, body: { identifier: email, password: customerPassword } })).status).toBe(200);
      }
      const admin = await h.request('/api/admin/session', { client: 'admin' });
      if (admin.status !== 200) expect((await h.request('/api/admin/login', { client: 'admin', body: adminCredentials })).status).toBe(200);
    },
    close: () => h.close(),
  };
}

const customerPassword = 'a fine password';

async function registerNamed(h: Harness, client: string): Promise<string> {
  const response = await h.request('/api/auth/register', {
    client,
    body: { fullName: `Customer ${client}`, email: `${client}-fuzz@example.com`, password: customerPassword, privacyNoticeAccepted: true },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.user.id as string;
}

async function populate(h: Harness): Promise<WorldIds> {
  expect((await h.request('/api/admin/login', { client: 'admin', body: adminCredentials })).status).toBe(200);
  expect((await h.request('/api/admin/login', { client: 'adminSignedOut', body: adminCredentials })).status).toBe(200);
  expect((await h.request('/api/admin/logout', { client: 'adminSignedOut', method: 'POST' })).status).toBe(200);

  const ownerId = await registerNamed(h, 'owner');
  const otherId = await registerNamed(h, 'other');
  const victimId = await registerNamed(h, 'victim');
  const suspendedId = await registerCustomer(h, 'suspended');
  await registerCustomer(h, 'signedOut');
  const signedOutCookies = h.cookies('signedOut');
  expect((await h.request('/api/auth/logout', { client: 'signedOut', method: 'POST' })).status).toBe(200);
  h.setCookies('signedOut', signedOutCookies);
  const suspension = { id: uuidv7(), stream: `user-${suspendedId}`, expectedVersion: 2, type: 'user.suspended', schema: 1, data: { reason: '' } };
  expect((await propose(h, 'admin', [suspension])).status).toBe(200);

  const ownerRequestStream = await bookedBy(h, 'owner');
  await done(h, 'admin', ownerRequestStream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
  const upload = await uploadPhoto(h, 'victim', await jpegWithGps());
  expect(upload.status).toBe(201);
  const victimRequestStream = await bookedBy(h, 'victim', { address: victimMarker, photoId: upload.body.upload.id });
  expect((await h.request(`/api/chats/chat-user-${victimId}/open`, { client: 'victim', method: 'POST' })).status).toBe(200);
  const [victimBooking] = await h.store.readStream(victimRequestStream);
  const technicianStream = 'technician-fuzz-technician';
  const technician = { name: { en: 'Ahmed Ali', ar: 'أحمد علي' }, mobile: '+966501112233', services: ['plumbing'], photoId: null };
  expect((await propose(h, 'admin', [{ id: uuidv7(), stream: technicianStream, expectedVersion: 0, type: 'technician.added', schema: 1, data: technician }])).status).toBe(200);
  return {
    ownerId,
    otherId,
    victimId,
    ownerRequestStream,
    victimRequestStream,
    technicianStream,
    victimUploadId: upload.body.upload.id,
    victimBooking: victimBooking!,
    images: await smallImages(),
  };
}

async function smallImages(): Promise<Uint8Array[]> {
  const image = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } });
  return [await jpegWithGps(), await image().png().toBuffer(), await image().webp().toBuffer()];
}
