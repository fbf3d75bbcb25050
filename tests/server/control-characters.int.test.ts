import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { currentSchemaVersion, eventCatalog } from '../../machines/domain/event-catalog.ts';
import { adminSignInBody, registrationBody, signInBody } from '../../server/auth/auth-inputs.ts';
import { samplePayloads } from '../machines/sample-payloads.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, owner, propose, registerCustomer } from './events-api-fixtures.ts';
import { forbiddenCharacters, spoiled, stringFieldPaths } from './text-field-paths.ts';

// Control characters, lone surrogates and bidi controls in any text field of any account
// route or event payload: a 400 with a reason code, nothing appended, never a 500. The cases
// are generated from the schemas, so a new field or event type is covered as it is added.
let h: Harness & { adminId: string };
let sara: string;
let sarasRequest: string;
beforeAll(async () => {
  h = await harnessWithAdmin();
  sara = await registerCustomer(h, 'sara');
  sarasRequest = `request-${uuidv7()}`;
  const opened = await propose(h, 'sara', [
    { id: uuidv7(), stream: sarasRequest, expectedVersion: 0, type: 'request.submitted', schema: 2, data: samplePayloads['request.submitted']!.data },
  ]);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
});
afterAll(async () => {
  await h.close();
});

describe('the issue’s reproductions', () => {
  it('refuses a registration whose name holds NUL with 400 invalidCharacters', async () => {
    const response = await h.request('/api/auth/register', {
      client: 'visitor',
      body: { fullName: 'Ca\u0000rol', mobile: '0551110001', email: 'n1@example.com', password: 'Correct-Horse-1', privacyNoticeAccepted: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalidCharacters');
  });

  it('refuses a sign-in whose identifier holds NUL with 400, for customers and the admin', async () => {
    const customer = await h.request('/api/auth/login', { client: 'visitor', body: { identifier: 'al\u0000ice@example.com', password: 'xxxxxxxx' } });
    const admin = await h.request('/api/admin/login', { client: 'visitor', body: { email: 'al\u0000ice@example.com', password: 'xxxxxxxx' } });
    expect([customer.status, customer.body.error.code]).toEqual([400, 'invalidCharacters']);
    expect([admin.status, admin.body.error.code]).toEqual([400, 'invalidCharacters']);
  });

  it('refuses a profile update whose name holds a lone surrogate with 400 invalidPayload', async () => {
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [
      { id: uuidv7(), stream: `user-${sara}`, expectedVersion: 1, type: 'user.profileUpdated', schema: 1, data: { fullName: 'Ab\ud800Cd' } },
    ]);
    expect([response.status, response.body.error.code]).toEqual([400, 'invalidPayload']);
    expect(response.body.error.issues[0].message).toBe('invalidCharacters');
    await expectLogUnchangedAndHealthy(h, before);
  });
});

const accountRoutes = [
  ['/api/auth/register', registrationBody, { fullName: 'Carol Haddad', mobile: '0551110001', email: 'n1@example.com', password: 'Correct-Horse-1', privacyNoticeAccepted: true }],
  ['/api/auth/login', signInBody, { identifier: 'alice@example.com', password: 'Correct-Horse-1' }],
  ['/api/admin/login', adminSignInBody, { email: owner.email, password: owner.password }],
] as const;

describe.each(accountRoutes)('POST %s', (route, schema, valid) => {
  const cases = stringFieldPaths(schema).flatMap((path) => forbiddenCharacters.map(([name, character]) => [path.join('.'), name, path, character] as const));

  it.each(cases)('refuses %s holding %s with a 400 reason code', async (_field, _name, path, character) => {
    const before = await h.store.lastPosition();
    const response = await h.request(route, { client: `visitor-${route}`, body: spoiled(valid, path, character) });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toMatch(/^[a-zA-Z]+$/);
    await expectLogUnchangedAndHealthy(h, before);
  });
});

describe('POST /api/events', () => {
  const streamFor = (type: string) =>
    ({
      user: `user-${sara}`,
      subscription: `subscription-${sara}`,
      settings: 'settings',
      request: type === 'request.submitted' ? `request-${uuidv7()}` : sarasRequest,
      chat: `chat-user-${sara}`,
      technician: 'technician-ahmed-plumber',
    })[
      eventCatalog[type]!.stream as string
    ]!;

  const cases = Object.entries(eventCatalog)
    .filter(([type]) => samplePayloads[type]?.by !== 'server')
    .flatMap(([type, definition]) =>
      stringFieldPaths(definition.schemas[currentSchemaVersion(definition)]!).flatMap((path) =>
        forbiddenCharacters.map(([name, character]) => [`${type} ${path.join('.')}`, name, type, path, character] as const),
      ),
    );

  it.each(cases)('refuses %s holding %s with 400 invalidPayload', async (_field, _name, type, path, character) => {
    const before = await h.store.lastPosition();
    const stream = streamFor(type);
    const proposer = samplePayloads[type]!.by === 'admin' ? 'admin' : 'sara';
    const event = {
      id: uuidv7(),
      stream,
      expectedVersion: await h.store.streamVersion(stream),
      type,
      schema: currentSchemaVersion(eventCatalog[type]!),
      data: spoiled(samplePayloads[type]!.data, path, character),
    };
    const response = await propose(h, proposer, [event]);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toBe('invalidPayload');
    await expectLogUnchangedAndHealthy(h, before);
  });
});

describe('an error nobody expected', () => {
  it('answers 500 with a request id and logs one line with that id, never what was submitted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(h.db, 'query').mockRejectedValueOnce(new Error('insert failed for secret-value-4242'));
    try {
      const response = await h.request('/api/auth/login', { client: 'unlucky', body: { identifier: 'secret-value-4242@example.com', password: 'xxxxxxxx' } });
      expect(response.status).toBe(500);
      expect(response.body.error.code).toBe('internal');
      const requestId = response.headers.get('x-request-id');
      expect(response.body.error.requestId).toBe(requestId);
      expect(logged).toHaveBeenCalledTimes(1);
      const line = logged.mock.calls[0]!.map(String).join(' ');
      expect(line).toContain(requestId);
      expect(line).not.toContain('\n');
      expect(line).not.toContain('secret-value-4242');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
