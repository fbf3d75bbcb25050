import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedBy } from '../request-fixtures.ts';
import { badRequests } from './bad-request-arbitraries.ts';
import { curlLine } from './curl-line.ts';
import { forgedProposals } from './forged-proposal-arbitraries.ts';
import { resolveCase, type FuzzCase } from './fuzz-case.ts';
import { createFuzzWorld, victimMarker, type FuzzWorld, type Identity } from './fuzz-world.ts';

// Generated bad requests over every route of the app (docs/fuzz-suite.md). Each must be
// answered below 500, append nothing and leak nothing of another customer; afterwards the
// server still signs in and books. FUZZ_RUNS requests (500 here, 10,000 with
// `npm run test:fuzz`); FUZZ_SEED replays a run.
const runs = Number(process.env.FUZZ_RUNS ?? 500);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** How many answers had each status: a run that only ever met the first guard tests little. */
const statuses = new Map<number, number>();

const sessionRequest: FuzzCase = {
  method: 'GET',
  path: '/api/auth/session',
  identity: 'visitor',
  garbageCookie: 'sid=not-a-session',
  origin: null,
  contentType: null,
  actingAsAdmin: false,
  declareLength: false,
  address: 'fuzz:check',
  body: null,
};

const isOwnDataExport = (request: { method: string; url: string }, status: number) =>
  request.method === 'GET' && new URL(request.url).pathname === '/api/me/data-export' && status === 200;

const actsAsAdmin = (identity: Identity) => identity === 'admin' || identity === 'ownerAndAdmin';

let world: FuzzWorld;
// Six accounts, a priced booking and three photos on a fresh embedded database: slow while
// the other suites share the machine.
beforeAll(async () => {
  world = await createFuzzWorld();
}, 240_000);
afterAll(async () => {
  await world.close();
});

async function answersWell(fuzzCase: FuzzCase): Promise<void> {
  const { request } = await resolveCase(world, fuzzCase);
  const before = await world.eventCount();
  const answer = await world.send(request);
  const appended = (await world.eventCount()) - before;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  expect(answer.status, `answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  // The one read that writes: a customer's download of their own data is recorded (docs/decisions.md 32).
  const recorded = isOwnDataExport(request, answer.status) ? 1 : 0;
  expect(appended, `appended ${appended} event(s), answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBe(recorded);
  if (!actsAsAdmin(fuzzCase.identity)) expect(answer.text, 'another customer’s booking leaked').not.toContain(victimMarker);
  if (answer.status < 300 && request.method !== 'GET') await world.keepSignedIn();
}

describe('the fuzz suite', () => {
  it('reads every API route from the app itself', () => {
    const routes = world.routes.map(({ method, path }) => `${method} ${path}`);

    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/register',
        'POST /api/events',
        'GET /api/events/live',
        'POST /api/chats/:stream/open',
        'DELETE /api/admin/admins/:id',
        'POST /api/payments/requests/:requestId/confirm',
        'GET /api/uploads/:id',
      ]),
    );
    expect(routes).not.toContain('ALL /api/*');
  });

  it('sends for each identity the session it is named after', async () => {
    const sessionOf = async (identity: Identity) => {
      const { request } = await resolveCase(world, { ...sessionRequest, identity });
      return JSON.parse((await world.send(request)).text) as { user: { id: string } | null; admin: { id: string } | null };
    };

    expect((await sessionOf('owner')).user?.id).toBe(world.ids.ownerId);
    expect((await sessionOf('other')).user?.id).toBe(world.ids.otherId);
    expect((await sessionOf('admin')).admin).not.toBeNull();
    expect(await sessionOf('ownerAndAdmin')).toMatchObject({ user: { id: world.ids.ownerId }, admin: expect.anything() });
    for (const identity of ['visitor', 'suspended', 'signedOut', 'adminSignedOut', 'adminTokenAsCustomer', 'garbage'] as const) {
      expect(await sessionOf(identity), identity).toEqual({ user: null, admin: null });
    }
  });

  it(
    `answers ${runs} generated bad requests below 500, appending nothing and leaking nothing`,
    async () => {
      console.log(`fuzz: ${runs} requests over ${world.routes.length} routes, seed ${seed} (FUZZ_SEED=${seed} to replay)`);
      const details = await fc.check(fc.asyncProperty(fc.oneof(badRequests(world), forgedProposals(world)), answersWell), {
        numRuns: runs,
        seed,
      });
      const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(`fuzz: answers by status ${tally.join(' ')}`);
      if (!details.failed) return;
      const shrunk = details.counterexample?.[0];
      const curl = shrunk ? curlLine(await resolveCase(world, shrunk)) : '(no case: the run was cut short)';
      throw new Error(
        `A bad request was answered wrongly after ${details.numRuns} runs and ${details.numShrinks} shrinks ` +
          `(FUZZ_SEED=${seed} FUZZ_RUNS=${runs} to replay):\n${String(details.errorInstance)}\n\n${curl}\n`,
      );
    },
    runs * 100 + 60_000,
  );

  it('still answers, signs in and books after the run', async () => {
    const h = world.harness;
    expect((await h.request('/api/health')).status).toBe(200);
    await world.keepSignedIn();
    const login = await h.request('/api/auth/login', {
      client: 'after-fuzz',
      address: 'after-fuzz',
      body: { identifier: 'other-fuzz@example.com', password: 'a fine password' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const before = await world.eventCount();

    await bookedBy(h, 'after-fuzz');

    expect(await world.eventCount()).toBeGreaterThan(before);
  });
});
