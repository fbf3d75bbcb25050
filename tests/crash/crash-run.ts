import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../server/demo/seeded-random.ts';
import { emptyRecord } from './crash-record.ts';
import { crashVerdict, type CrashFigures } from './crash-invariants.ts';
import { resendingCaller, type Caller } from './resending-http.ts';
import { admin, ServerUnderTest, type CrashBackend } from './server-under-test.ts';
import { customerRounds, registeredCustomer } from './simulated-customer.ts';

// One crash run: the server started on a fresh database, customers signed up, then every
// customer books, chats and pays round after round while the server is killed with SIGKILL
// at moments drawn from the seed and started again on the same data (each kill once every
// customer has had an answer from the restarted server). Once the customers stop and every
// message has had its auto-reply, the server stops and the database is read.
export interface CrashRunSize {
  clients: number;
  kills: number;
  seed: number;
  /** How long the server runs before each kill, drawn between these bounds (ms). */
  runsBetweenKillsMs: readonly [number, number];
}

export interface CrashRunReport extends CrashFigures {
  backend: string;
  seed: number;
  clients: number;
  kills: number;
  rounds: number;
  resent: number;
  seconds: number;
  violations: string[];
}

export async function crashRun(backend: CrashBackend, size: CrashRunSize): Promise<CrashRunReport> {
  const startedAt = Date.now();
  const server = new ServerUnderTest(backend);
  const random = seededRandom(size.seed);
  const record = emptyRecord();
  const origin = () => server.origin;
  const adminCaller = resendingCaller(origin);
  // Each customer's caller counts the answers it got, for the kills to wait on.
  const callers = Array.from({ length: size.clients }, () => resendingCaller(origin));
  try {
    await server.start();
    const adminSignIn = await adminCaller.call('/api/admin/login', { body: admin });
    if (adminSignIn.status !== 200) throw new Error(`admin sign-in: ${adminSignIn.status} ${JSON.stringify(adminSignIn.body)}`);
    const worldOf = (index: number) => ({ caller: callers[index]!, origin, adminCookie: adminSignIn.cookie, record });
    const customers = await Promise.all(callers.map((_, index) => registeredCustomer(worldOf(index), index)));

    let killing = true;
    let failure: unknown = null;
    const finished = new Set<number>();
    const rounds = Promise.all(
      customers.map(async (customer) => {
        const done = await customerRounds(worldOf(customer.index), customer, () => killing && failure === null);
        finished.add(customer.index);
        return done;
      }),
    ).catch((error: unknown) => {
      failure = error;
      return [];
    });
    for (let kill = 0; kill < size.kills && failure === null; kill += 1) {
      await everyCustomerAnswered(callers, finished, () => failure !== null);
      await sleep(random.int(...size.runsBetweenKillsMs));
      await server.kill();
      await server.start();
    }
    killing = false;
    const roundsDone = (await rounds).reduce((sum, each) => sum + each, 0);
    if (failure) throw failure;
    await everyMessageAnswered(adminCaller, adminSignIn.cookie);
    await server.stop();

    const db = await backend.open();
    try {
      const { violations, figures } = await crashVerdict(db, record);
      return {
        backend: backend.name,
        seed: size.seed,
        clients: size.clients,
        kills: size.kills,
        rounds: roundsDone,
        resent: [adminCaller, ...callers].reduce((sum, caller) => sum + caller.resent, 0),
        seconds: Math.round((Date.now() - startedAt) / 1000),
        violations,
        ...figures,
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\nthe server's last output:\n${server.printed}`, { cause: error });
  } finally {
    await server.stop();
    await backend.drop();
  }
}

/**
 * Waits until the server has answered every customer still going since it last started: on a
 * slow machine a restarted server may need longer than the next kill leaves it, and a
 * customer whose requests never get an answer would test nothing.
 */
async function everyCustomerAnswered(callers: Caller[], finished: Set<number>, stop: () => boolean): Promise<void> {
  const before = callers.map((caller) => caller.answered);
  while (!stop() && callers.some((caller, index) => !finished.has(index) && caller.answered === before[index])) await sleep(50);
}

/** Waits (as the admin, through catch-up) until every customer message has an auto-reply, or 30 s have passed. */
async function everyMessageAnswered(caller: Caller, adminCookie: string): Promise<void> {
  const waiting = new Set<string>();
  const answered = new Set<string>();
  let after = 0;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const page = await caller.call(`/api/events?after=${after}`, { cookie: adminCookie });
    for (const event of page.body.events) {
      if (event.type === 'chat.messageSent' && event.actor.role === 'customer') waiting.add(event.id);
      if (event.type === 'chat.autoReplied') answered.add(event.data.inReplyTo);
    }
    after = page.body.lastPosition;
    if (page.body.events.length > 0) continue;
    if ([...waiting].every((id) => answered.has(id))) return;
    await sleep(250);
  }
}
