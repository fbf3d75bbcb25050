import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddressHeader } from '../../server/auth/client-address.ts';
import { testOrigin, type Harness } from './app-harness.ts';
import { autoReplySwitched, harnessWithAdmin, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';

// GET /api/events/live?after=P (Server-Sent Events): catch-up from P, then each new event the
// session may read, as it is appended; it ends when the session does. The keep-alive (and
// session check) period is short here, so an ending shows within a fraction of a second.
const keepAliveMs = 100;
const patienceMs = 3_000;

let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin({ keepAliveMs });
});
afterAll(async () => {
  await h.close();
});

interface LiveMessage {
  id: string;
  event: { id: string; stream: string; type: string; position: number };
}

/** One open live connection, read message by message; a read never waits past `patienceMs`. */
class LiveConnection {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** The next event, or 'ended' when the server closed the stream. Keep-alive comments are skipped. */
  async next(timeoutMs = patienceMs): Promise<LiveMessage | 'ended'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = this.takeMessage();
      if (message) return message;
      const chunk = await this.read(deadline - Date.now());
      if (chunk === 'timeout') throw new Error(`no live message or end within ${timeoutMs} ms`);
      if (chunk.done) return 'ended';
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  async nextEvent(): Promise<LiveMessage> {
    const message = await this.next();
    if (message === 'ended') throw new Error('the live stream ended while an event was expected');
    return message;
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  private async read(ms: number) {
    this.pending ??= this.reader.read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(ms, 0));
    });
    const result = await Promise.race([this.pending, timeout]);
    clearTimeout(timer);
    if (result !== 'timeout') this.pending = null;
    return result;
  }

  private takeMessage(): LiveMessage | null {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return null;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
          .join('\n');
      const data = field('data');
      if (data) return { id: field('id'), event: JSON.parse(data) };
    }
  }
}

async function openLive(client: string, query = '', headers: Record<string, string> = {}) {
  const cookie = Object.entries(h.cookies(client)).map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await h.app.request(`${testOrigin}/api/events/live${query}`, {
    headers: { [testAddressHeader]: `client:${client}`, ...(cookie ? { cookie } : {}), ...headers },
  });
  return { response, live: response.status === 200 && response.body ? new LiveConnection(response.body.getReader()) : null };
}

async function listen(client: string, query = '', headers: Record<string, string> = {}) {
  const { response, live } = await openLive(client, query, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return live!;
}

const settingsVersion = () => h.store.streamVersion('settings');

describe('the live stream', () => {
  it('sends the events after `after` first, then an event appended while it is open', async () => {
    const sara = await registerCustomer(h, 'sara');
    const registeredAt = (await h.store.readStream(`user-${sara}`))[0]!.position;
    const switched = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), false)]);
    const live = await listen('sara', `?after=${registeredAt - 1}`);
    try {
      expect((await live.nextEvent()).event).toMatchObject({ stream: `user-${sara}`, type: 'user.registered', position: registeredAt });
      const caughtUp = await live.nextEvent();
      expect(caughtUp).toEqual({ id: String(switched.body.events[0].position), event: switched.body.events[0] });

      const changed = await propose(h, 'sara', [profileUpdated(sara, 1, { fullName: 'Sara Qahtani' })]);

      expect(await live.nextEvent()).toEqual({ id: String(changed.body.events[0].position), event: changed.body.events[0] });
    } finally {
      await live.close();
    }
  });

  it('resumes after the Last-Event-ID a reconnecting EventSource sends, though its URL still says after=0', async () => {
    const first = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), true)]);
    const second = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), false)]);
    await registerCustomer(h, 'returning');
    const live = await listen('returning', '?after=0', { 'last-event-id': String(first.body.events[0].position) });
    try {
      expect((await live.nextEvent()).event.id).toBe(second.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('never carries another customer’s events to a customer: settings reach Amal, Badr’s own change does not', async () => {
    await registerCustomer(h, 'amal');
    const badr = await registerCustomer(h, 'badr');
    const live = await listen('amal', `?after=${await h.store.lastPosition()}`);
    try {
      const badrs = await propose(h, 'badr', [profileUpdated(badr, 1, { fullName: 'Badr Anzi' })]);
      const settings = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), true)]);
      expect(badrs.status).toBe(200);

      // Badr's event came first in the log: had it been sent, it would be the next message.
      expect((await live.nextEvent()).event.id).toBe(settings.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('carries every customer’s events to an admin', async () => {
    const dana = await registerCustomer(h, 'dana');
    const live = await listen('admin', `?after=${await h.store.lastPosition()}`);
    try {
      const danas = await propose(h, 'dana', [profileUpdated(dana, 1, { fullName: 'Dana Mutairi' })]);
      expect((await live.nextEvent()).event.id).toBe(danas.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('ends when the customer signs out', async () => {
    await registerCustomer(h, 'leaving');
    const live = await listen('leaving', `?after=${await h.store.lastPosition()}`);
    try {
      await h.request('/api/auth/logout', { client: 'leaving', body: {} });
      expect(await live.next()).toBe('ended');
    } finally {
      await live.close();
    }
  });

  it('ends when the customer signs out, even while events keep coming', async () => {
    await registerCustomer(h, 'busy');
    const live = await listen('busy', `?after=${await h.store.lastPosition()}`);
    let appending = true;
    const appender = (async () => {
      while (appending) {
        await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), appending)]);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      await h.request('/api/auth/logout', { client: 'busy', body: {} });
      let sentAfterSignOut = 0;
      const deadline = Date.now() + patienceMs;
      let last: LiveMessage | 'ended' = await live.next();
      while (last !== 'ended' && Date.now() < deadline) {
        sentAfterSignOut += 1;
        last = await live.next();
      }
      expect(last, `still open after ${sentAfterSignOut} events since the sign-out`).toBe('ended');
    } finally {
      appending = false;
      await appender;
      await live.close();
    }
  });

  it('ends for a customer an admin suspends, after sending them the suspension', async () => {
    const fahad = await registerCustomer(h, 'fahad');
    const live = await listen('fahad', `?after=${await h.store.lastPosition()}`);
    try {
      const suspended = await propose(h, 'admin', [{ ...profileUpdated(fahad, 1, { reason: 'unpaid' }), type: 'user.suspended' }]);
      expect(suspended.status).toBe(200);

      expect((await live.nextEvent()).event.id).toBe(suspended.body.events[0].id);
      expect(await live.next()).toBe('ended');
    } finally {
      await live.close();
    }
  });

  it('refuses a visitor without a session with 401 signInRequired', async () => {
    const { response } = await openLive('visitor', '?after=0');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('signInRequired');
  });

  it('refuses an invalid after with 400 invalidPosition', async () => {
    await registerCustomer(h, 'typo');
    const { response } = await openLive('typo', '?after=last');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalidPosition');
  });
});
