import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { appendProfileChange, registerCustomers, signInAdmin, warmUp, type BenchCustomer } from './bench-clients.ts';
import { startBenchServer } from './bench-server.ts';
import { roundFigures } from './http-append.bench.ts';
import { percentile, report } from './report.ts';

// Mixed load on the embedded database: 50 customers append while 1,000 live streams listen
// (19 more devices of each customer, and 50 admin screens). Delivery latency is from the
// moment an append is sent to the moment another client's live stream has it.
const appenders = 50;
const devicesPerCustomer = 19;
const adminScreens = 50;
const appendsPerClient = 40;

export async function runFanOutBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-fan-out-'));
  const server = await startBenchServer({ dataDir });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const listeners: Listener[] = [];
  try {
    const customers = await registerCustomers(server.origin, appenders, 'fanout');
    const adminCookie = await signInAdmin(server.origin);
    const heard = (eventId: string) => {
      const sent = sentAt.get(eventId);
      if (sent !== undefined) latencies.push(performance.now() - sent);
    };
    for (const customer of customers) {
      for (let n = 0; n < devicesPerCustomer; n += 1) listeners.push(await listen(server.origin, customer.cookie, heard));
    }
    for (let n = 0; n < adminScreens; n += 1) listeners.push(await listen(server.origin, adminCookie, heard));
    const warming = await warmUp(server.origin, customers);
    const loadBefore = Number(os.loadavg()[0]!.toFixed(2));

    await Promise.all(customers.map((customer) => appendAll(server.origin, customer, sentAt)));
    const expected = appenders * appendsPerClient * (devicesPerCustomer + adminScreens);
    const deadline = performance.now() + 30_000;
    while (latencies.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    latencies.sort((a, b) => a - b);
    const load = [loadBefore, Number(os.loadavg()[0]!.toFixed(2))];
    const context = { liveClients: listeners.length, appendingClients: appenders, deliveries: latencies.length, expected, load };
    report('fanOut.delivery.p99', percentile(latencies, 99), 'ms', { ...context, p50: Math.round(percentile(latencies, 50) * 10) / 10, warmUpRound: roundFigures(warming) }, { atMost: 100 });
  } finally {
    for (const listener of listeners) listener.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function appendAll(origin: string, customer: BenchCustomer, sentAt: Map<string, number>): Promise<void> {
  for (let n = 0; n < appendsPerClient; n += 1) {
    const eventId = uuidv7();
    sentAt.set(eventId, performance.now());
    await appendProfileChange(origin, customer, n, eventId);
  }
}

interface Listener {
  close(): void;
}

/** One EventSource-like connection (node:http, as light as the bench can make a listener): each event's id handed to `heard` as it arrives. */
function listen(origin: string, cookie: string, heard: (eventId: string) => void): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/events/live?after=0`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`live answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data:'));
          buffer = buffer.slice(end + 2);
          if (data) heard((JSON.parse(data.slice(5)) as { id: string }).id);
        }
      });
      response.on('error', () => {});
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}
