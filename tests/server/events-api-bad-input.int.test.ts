import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { testAddressHeader } from '../../server/auth/client-address.ts';
import { maxRequestBytes } from '../../server/http/app.ts';
import { testOrigin, type Harness, type RequestInit } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, expectLogUnchangedAndHealthy, harnessWithAdmin, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';

// What POST /api/events refuses before anything is decided: bodies that are not a batch,
// proposals of the wrong shape, type or stream. Each refusal has a stable code, appends
// nothing and leaves the server answering.
let h: Harness & { adminId: string };
let sara: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
});
afterAll(async () => {
  await h.close();
});

const settingsVersion = () => h.store.streamVersion('settings');

async function expectRefused(request: RequestInit, status: number, code: string) {
  const before = await h.store.lastPosition();
  const response = await h.request('/api/events', { method: 'POST', client: 'admin', ...request });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.code).toBe(code);
  await expectLogUnchangedAndHealthy(h, before);
  return response;
}

describe('a body that is not a batch', () => {
  it('refuses malformed JSON with 400 malformedJson', async () => {
    await expectRefused({ body: '{"events": [' }, 400, 'malformedJson');
  });

  it('refuses a form post with 415 jsonOnly', async () => {
    await expectRefused({ body: 'events=1', contentType: 'application/x-www-form-urlencoded' }, 415, 'jsonOnly');
  });

  it('refuses a body with no content type with 415 jsonOnly', async () => {
    await expectRefused({ body: JSON.stringify({ events: [autoReplySwitched(0, true)] }), contentType: null }, 415, 'jsonOnly');
  });

  it('refuses a valid batch from a foreign origin with 403 foreignOrigin', async () => {
    const events = [autoReplySwitched(await settingsVersion(), false)];
    await expectRefused({ body: { events }, origin: 'https://evil.example' }, 403, 'foreignOrigin');
  });

  it('refuses a valid batch with no Origin header with 403 foreignOrigin', async () => {
    const events = [autoReplySwitched(await settingsVersion(), false)];
    await expectRefused({ body: { events }, origin: null }, 403, 'foreignOrigin');
  });

  it('refuses Origin: null (a sandboxed frame) with 403 foreignOrigin, not a 500', async () => {
    const events = [autoReplySwitched(await settingsVersion(), false)];
    await expectRefused({ body: { events }, origin: 'null', headers: { host: 'localhost' } }, 403, 'foreignOrigin');
  });

  it('refuses a body declared over 256 KiB with 413 bodyTooLarge before reading it', async () => {
    const body = JSON.stringify({ events: [autoReplySwitched(0, true)], padding: 'x'.repeat(maxRequestBytes) });
    await expectRefused({ body, headers: { 'content-length': String(Buffer.byteLength(body)) } }, 413, 'bodyTooLarge');
  });

  it('refuses a chunked body over 256 KiB that declares no length with 413 bodyTooLarge', async () => {
    const before = await h.store.lastPosition();
    const big = new TextEncoder().encode(JSON.stringify({ events: [], padding: 'x'.repeat(maxRequestBytes * 2) }));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const cookie = Object.entries(h.cookies('admin')).map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await h.app.request(`${testOrigin}/api/events`, {
      method: 'POST',
      body: chunked,
      duplex: 'half',
      headers: { origin: testOrigin, 'content-type': 'application/json', cookie, [testAddressHeader]: 'chunked' },
    } as globalThis.RequestInit);
    expect(response.status).toBe(413);
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('refuses a body without events, an empty batch and a batch of 101 with 400 invalidBatch', async () => {
    await expectRefused({ body: {} }, 400, 'invalidBatch');
    await expectRefused({ body: { events: [] } }, 400, 'invalidBatch');
    const version = await settingsVersion();
    const tooMany = Array.from({ length: 101 }, (_, n) => autoReplySwitched(version + n, n % 2 === 0));
    await expectRefused({ body: { events: tooMany } }, 400, 'invalidBatch');
  });

  it('accepts a batch of exactly 100', async () => {
    const version = await settingsVersion();
    const hundred = Array.from({ length: 100 }, (_, n) => autoReplySwitched(version + n, n % 2 === 0));
    const response = await propose(h, 'admin', hundred);
    expect(response.status).toBe(200);
    expect(response.body.events).toHaveLength(100);
  });
});

describe('a proposal of the wrong shape', () => {
  it.each([
    ['actor', { actor: { role: 'admin', userId: 'someone' } }],
    ['version', { version: 7 }],
    ['position', { position: 1 }],
    ['at', { at: '2020-01-01T00:00:00.000Z' }],
  ])('refuses an envelope carrying its own %s with 400 invalidBatch', async (field, extra) => {
    const response = await expectRefused(
      { body: { events: [{ ...autoReplySwitched(await settingsVersion(), true), ...extra }] } },
      400,
      'invalidBatch',
    );
    expect(JSON.stringify(response.body.error.issues)).toContain(field);
  });

  it('refuses an id that is not a UUID with 400 invalidBatch', async () => {
    const events = [{ ...autoReplySwitched(await settingsVersion(), true), id: 'event-1' }];
    await expectRefused({ body: { events } }, 400, 'invalidBatch');
  });

  it('refuses an event id that is a UUID but not version 7 with 400 invalidBatch', async () => {
    const events = [{ ...autoReplySwitched(await settingsVersion(), true), id: randomUUID() }];
    const response = await expectRefused({ body: { events } }, 400, 'invalidBatch');
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'events.0.id' })]);
  });

  it('refuses one id used twice in the same batch with 400 invalidBatch, not a server error', async () => {
    const first = autoReplySwitched(await settingsVersion(), true);
    const second = { ...autoReplySwitched(first.expectedVersion + 1, false), id: first.id };
    await expectRefused({ body: { events: [first, second] } }, 400, 'invalidBatch');
  });

  it('refuses a batch whose events of one stream do not expect consecutive versions with 400 invalidBatch', async () => {
    const version = await settingsVersion();
    await expectRefused({ body: { events: [autoReplySwitched(version, true), autoReplySwitched(version, false)] } }, 400, 'invalidBatch');
  });

  it('refuses an unknown type with 400 unknownEventType, also one named like an object property', async () => {
    for (const type of ['settings.colourChanged', 'constructor', '__proto__']) {
      const events = [{ ...autoReplySwitched(await settingsVersion(), true), type }];
      await expectRefused({ body: { events } }, 400, 'unknownEventType');
    }
  });

  it('refuses an unknown schema version with 400 unknownSchemaVersion', async () => {
    const events = [{ ...autoReplySwitched(await settingsVersion(), true), schema: 2 }];
    await expectRefused({ body: { events } }, 400, 'unknownSchemaVersion');
  });

  it('refuses data with a field the type does not have with 400 invalidPayload, naming it', async () => {
    const events = [{ ...autoReplySwitched(await settingsVersion(), true), data: { enabled: true, hours: 3 } }];
    const response = await expectRefused({ body: { events } }, 400, 'invalidPayload');
    expect(response.body.error.eventId).toBe(events[0]!.id);
  });

  it('refuses data missing a field with 400 invalidPayload, naming it', async () => {
    const events = [{ ...autoReplySwitched(await settingsVersion(), true), data: {} }];
    const response = await expectRefused({ body: { events } }, 400, 'invalidPayload');
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'enabled' })]);
  });

  it('checks company details by the same schema as the admin form: a 3-digit building number is invalidPayload, schema 1 is retired', async () => {
    const address = { street: 'طريق الملك فهد', buildingNumber: '293', district: 'العليا', city: 'الرياض', postalCode: '12211' };
    const company = { name: { en: 'Riyadh Home Maintenance', ar: 'صيانة المنازل بالرياض' }, vatNumber: '310122393500003', address };
    const proposal = async () => ({ ...autoReplySwitched(await settingsVersion(), true), type: 'settings.companyChanged', schema: 2, data: company });
    const response = await expectRefused({ body: { events: [await proposal()] } }, 400, 'invalidPayload');
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'address.buildingNumber', message: 'invalidBuildingNumber' })]);
    const { address: _address, ...withoutAddress } = company;
    await expectRefused({ body: { events: [{ ...(await proposal()), schema: 1, data: withoutAddress }] } }, 400, 'retiredSchemaVersion');
  });

  it('refuses a type on a stream of another kind with 400 wrongStream', async () => {
    await expectRefused({ body: { events: [{ ...autoReplySwitched(1, true), stream: `user-${sara}` }] } }, 400, 'wrongStream');
    await expectRefused({ body: { events: [{ ...profileUpdated(sara, afterRegistration, { fullName: 'Sara' }), stream: 'settings' }] } }, 400, 'wrongStream');
  });

  it('refuses a stream name that names nobody with 400 wrongStream', async () => {
    await expectRefused({ body: { events: [profileUpdated('0123', 0, { fullName: 'Nobody' })] } }, 400, 'wrongStream');
  });

  it('refuses a valid proposal in a batch behind an invalid one, appending neither', async () => {
    const version = await settingsVersion();
    const events = [autoReplySwitched(version, true), { ...autoReplySwitched(version + 1, false), id: uuidv7(), data: { enabled: 'yes' } }];
    await expectRefused({ body: { events } }, 400, 'invalidPayload');
  });
});
