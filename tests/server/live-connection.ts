import { expect } from 'vitest';
import { testAddressHeader } from '../../server/auth/client-address.ts';
import { testOrigin, type Harness } from './app-harness.ts';

// A client of GET /api/events/live in the tests: one open connection read message by message.
export const patienceMs = 3_000;

export interface LiveMessage {
  id: string;
  event: { id: string; stream: string; type: string; position: number };
}

/** One open live connection, read message by message; a read never waits past `patienceMs`. */
export class LiveConnection {
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

  /** The next bytes as the server queued them, not read as messages (for a connection none of whose messages were read). */
  async nextChunk(timeoutMs = patienceMs): Promise<Uint8Array | 'ended'> {
    const chunk = await this.read(timeoutMs);
    if (chunk === 'timeout') throw new Error(`no bytes or end within ${timeoutMs} ms`);
    return chunk.done ? 'ended' : chunk.value;
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

export async function openLiveAs(h: Harness, client: string, query = '', headers: Record<string, string> = {}) {
  const cookie = Object.entries(h.cookies(client)).map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await h.app.request(`${testOrigin}/api/events/live${query}`, {
    headers: { [testAddressHeader]: `client:${client}`, ...(cookie ? { cookie } : {}), ...headers },
  });
  return { response, live: response.status === 200 && response.body ? new LiveConnection(response.body.getReader()) : null };
}

export async function listenAs(h: Harness, client: string, query = '', headers: Record<string, string> = {}) {
  const { response, live } = await openLiveAs(h, client, query, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return live!;
}

