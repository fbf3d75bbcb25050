import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

// The e2e server's clock, which a suite may move forward where a rule needs time to pass (a
// visit two hours later, a plan's month ending). Global setup keeps it and answers on a port
// of its own on the loopback; the suites, in other processes, move it through that port and
// put it back after the path that moved it. Never part of the app: only the tests have it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the suites move the e2e server's clock: POST /advance?ms=N, POST /reset. */
    clockUrl: string;
  }
}

export async function startTestClock() {
  let offsetMs = 0;
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://clock');
    if (request.method === 'POST' && url.pathname === '/advance') offsetMs += Number(url.searchParams.get('ms') ?? 0);
    else if (request.method === 'POST' && url.pathname === '/reset') offsetMs = 0;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: new Date(Date.now() + offsetMs).toISOString() }));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return {
    now: () => new Date(Date.now() + offsetMs),
    url: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => control.close(() => resolve())),
  };
}

/** Moves the e2e server's clock `ms` forward; answers the server's new time. */
export async function advanceServerClock(ms: number): Promise<Date> {
  const answer = await fetch(`${inject('clockUrl')}/advance?ms=${ms}`, { method: 'POST' });
  return new Date(((await answer.json()) as { now: string }).now);
}

/** Puts the e2e server's clock back to the real time. */
export async function resetServerClock(): Promise<void> {
  await fetch(`${inject('clockUrl')}/reset`, { method: 'POST' });
}
