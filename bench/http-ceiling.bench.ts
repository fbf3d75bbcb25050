import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import type { BenchCustomer } from './bench-clients.ts';
import { proposeInTurn, warmUp } from './bench-clients.ts';
import { freePort } from './bench-server.ts';
import { roundFigures } from './http-append.bench.ts';
import { report } from './report.ts';

// The append bench's 50 clients against a server that only reads each proposal and answers
// it (http-ceiling-server.ts): what Node's HTTP, Hono and the clients leave on this machine
// before anything is checked, decided or written. The append budgets are read against it.
const clients = 50;

export async function runHttpCeilingBench(): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'http-ceiling-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await once(child.stdout!, 'data');
    const origin = `http://127.0.0.1:${port}`;
    const customers: BenchCustomer[] = Array.from({ length: clients }, (_, n) => ({
      userId: String(1000 + n),
      cookie: '',
      version: 1,
      browser: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    }));
    const warming = await warmUp(origin, customers);
    const { rate, latencies } = await proposeInTurn(origin, customers, 60);
    const figures = roundFigures({ rate, latencies });
    report('append.http.ceiling', rate, 'requests/s', { clients, p50: figures.p50, p99: figures.p99, warmUpRound: roundFigures(warming) });
    for (const customer of customers) customer.browser.destroy();
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
