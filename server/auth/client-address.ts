import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

// The address sign-in attempts are counted against. X-Forwarded-For is anyone's to write,
// so it counts only behind a proxy we were told to trust (TRUST_PROXY=true), and then only
// the hop nearest us: the entry our proxy appended for the client it saw. Entries to its
// left were written by the client and would let a guesser pick a new address per attempt.
export const testAddressHeader = 'x-test-client-address';

export interface AddressSource {
  isTest: boolean;
  trustProxy: boolean;
}

export function clientAddress(c: Context, source: AddressSource): string {
  if (source.isTest) {
    const declared = c.req.header(testAddressHeader);
    if (declared) return declared;
  }
  if (source.trustProxy) {
    const nearest = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (nearest) return nearest;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket behind it.
    return 'unknown';
  }
}

export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TRUST_PROXY === 'true';
}
