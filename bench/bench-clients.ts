import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { benchAdmin } from './bench-server.ts';

// The bench's people: customers registered over HTTP, each proposing changes to their own
// profile as a signed-in browser would, and the admin. Each customer is a browser of its own:
// one kept-alive connection its requests take turns on, as a page holds one to its site.
export interface BenchCustomer {
  userId: string;
  cookie: string;
  /** Their user stream's version, as their browser knows it from its catch-up read. */
  version: number;
  browser: http.Agent;
}

/** `first`: the number the first customer's mobile is made from; parts sharing one server keep to their own range. */
export async function registerCustomers(origin: string, count: number, prefix = 'bench', first = 0): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  // A few at a time: registration hashes a password, and the bench measures appends, not that.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, n) => register(origin, first + start + n, prefix));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

async function register(origin: string, n: number, prefix: string): Promise<BenchCustomer> {
  const browser = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const response = await send(origin, 'POST', '/api/auth/register', browser, '', {
    fullName: `Bench Customer ${n}`,
    mobile: `05${String(10_000_000 + n).padStart(8, '0')}`,
    email: `${prefix}${n}@example.com`,
    password: 'bench-password-123',
    privacyNoticeAccepted: true,
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.text}`);
  const { user } = JSON.parse(response.text) as { user: { id: string } };
  return { userId: user.id, cookie: response.cookie, version: 0, browser };
}

export async function signInAdmin(origin: string): Promise<string> {
  const response = await send(origin, 'POST', '/api/admin/login', new http.Agent(), '', benchAdmin);
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${response.text}`);
  return response.cookie;
}

export interface Round {
  /** Proposals answered per second. */
  rate: number;
  /** Every proposal's latency in ms, sorted. */
  latencies: number[];
}

/** Each customer proposes `perCustomer` changes, the next when the last is answered. */
export async function proposeInTurn(origin: string, customers: BenchCustomer[], perCustomer: number): Promise<Round> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer) => {
      for (let n = 0; n < perCustomer; n += 1) {
        const sent = performance.now();
        await appendProfileChange(origin, customer, n);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const rate = latencies.length / ((performance.now() - started) / 1000);
  return { rate, latencies: latencies.sort((a, b) => a - b) };
}

/**
 * Before the clock starts, each browser does what an open page has done (its catch-up read,
 * on the connection it then keeps), then every customer proposes 120 changes untimed. The
 * server's JavaScript and PGlite's WebAssembly reach their optimised code only after some
 * thousands of requests (three rounds of 3,000 on one server: 1,497, 2,285 and 2,665
 * proposals/s), and the budgets are for a server at work; its start has a figure of its own.
 * Answers that first round, which the benches report beside the timed one.
 */
export async function warmUp(origin: string, customers: BenchCustomer[]): Promise<Round> {
  await Promise.all(
    customers.map(async (customer) => {
      const response = await send(origin, 'GET', '/api/events?after=0', customer.browser, customer.cookie);
      if (response.status !== 200) throw new Error(`catch-up answered ${response.status}: ${response.text}`);
      const { events } = JSON.parse(response.text) as { events: { stream: string; version: number }[] };
      const own = events.filter((event) => event.stream === `user-${customer.userId}`);
      customer.version = Math.max(0, ...own.map((event) => event.version));
    }),
  );
  return proposeInTurn(origin, customers, 120);
}

/** One profile change proposed by the customer; answers its event id once accepted. */
export async function appendProfileChange(origin: string, customer: BenchCustomer, n: number, eventId = uuidv7()): Promise<string> {
  const response = await send(origin, 'POST', '/api/events', customer.browser, customer.cookie, {
    events: [
      {
        id: eventId,
        stream: `user-${customer.userId}`,
        expectedVersion: customer.version,
        type: 'user.profileUpdated',
        schema: 1,
        data: { fullName: `Bench Customer ${n}` },
      },
    ],
  });
  if (response.status !== 200) throw new Error(`append answered ${response.status}: ${response.text}`);
  customer.version += 1;
  return eventId;
}

interface Answer {
  status: number;
  text: string;
  /** The session cookie it set, as `name=value`. */
  cookie: string;
}

function send(origin: string, method: 'GET' | 'POST', route: string, agent: http.Agent, cookie: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { origin, cookie };
  if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${route}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          cookie: (response.headers['set-cookie']?.[0] ?? '').split(';')[0]!,
        }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}
