import type { Context } from 'hono';

// A Server-Sent Events response written straight into the one ReadableStream the response
// sends. Hono's streamSSE puts a TransformStream and a second ReadableStream between the
// route and the socket: with 1,000 live clients those layers took about a fifth of the
// server's time (docs/performance.md).
export interface EventStreamWriter {
  /**
   * Queues the bytes as given (one frame may be queued on many responses: nothing changes it).
   * False when the client has no room for more: wait for `room` (a slow reader holds its own writer back, nobody else).
   */
  write(bytes: Uint8Array): boolean;
  /** Resolves once the client has room for more, or the response has ended. */
  room(): Promise<void>;
  /** Ends the response now; the client's EventSource comes back and catches up. */
  end(): void;
  /** Called once when the response ends: the client went away, or `end` was called. */
  onEnd(listener: () => void): void;
}

export function eventStream(c: Context, run: (stream: EventStreamWriter) => Promise<void>): Response {
  const endListeners: (() => void)[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let room: (() => void) | null = null;
  const finish = () => {
    if (ended) return;
    ended = true;
    room?.();
    for (const listener of endListeners) listener();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (streamController) => {
        controller = streamController;
      },
      pull: () => {
        room?.();
        room = null;
      },
      cancel: finish,
    },
    { highWaterMark: 1 },
  );
  const writer: EventStreamWriter = {
    write(bytes) {
      if (ended) return true;
      controller.enqueue(bytes);
      return (controller.desiredSize ?? 0) > 0;
    },
    room() {
      if (ended || (controller.desiredSize ?? 0) > 0) return Promise.resolve();
      return new Promise<void>((resolve) => (room = resolve));
    },
    end() {
      if (ended) return;
      finish();
      controller.close();
    },
    onEnd(listener) {
      endListeners.push(listener);
    },
  };
  run(writer)
    .catch((error: unknown) => console.error(error))
    .finally(() => writer.end());
  c.header('Content-Type', 'text/event-stream');
  c.header('Cache-Control', 'no-cache');
  return c.body(body);
}
