import { v7 as uuidv7 } from 'uuid';
import { benchAdmin } from './bench-server.ts';

// The bench's people: customers registered over HTTP, each proposing changes to their own
// profile as a signed-in browser would, and the admin.
export interface BenchCustomer {
  userId: string;
  cookie: string;
  /** Their user stream's version, as their browser knows it. */
  version: number;
}

export async function registerCustomers(origin: string, count: number, prefix = 'bench'): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  // A few at a time: registration hashes a password, and the bench measures appends, not that.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, n) => register(origin, start + n, prefix));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

async function register(origin: string, n: number, prefix: string): Promise<BenchCustomer> {
  const response = await post(origin, '/api/auth/register', '', {
    fullName: `Bench Customer ${n}`,
    mobile: `05${String(10_000_000 + n).padStart(8, '0')}`,
    email: `${prefix}${n}@example.com`,
    password: 'bench-password-123',
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, cookie: cookieOf(response), version: 1 };
}

export async function signInAdmin(origin: string): Promise<string> {
  const response = await post(origin, '/api/admin/login', '', benchAdmin);
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  return cookieOf(response);
}

/** One profile change proposed by the customer; answers its event id once accepted. */
export async function appendProfileChange(origin: string, customer: BenchCustomer, n: number, eventId = uuidv7()): Promise<string> {
  const response = await post(origin, '/api/events', customer.cookie, {
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
  if (response.status !== 200) throw new Error(`append answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  customer.version += 1;
  return eventId;
}

function post(origin: string, route: string, cookie: string, body: unknown) {
  return fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
