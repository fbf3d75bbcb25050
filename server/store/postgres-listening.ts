import type pg from 'pg';

// LISTEN on a connection of its own that outlives a cut: when PostgreSQL drops it (a restart,
// a failover, an administrator), the connection is thrown away, a new one listens again
// (after 100 ms, doubling up to 5 s while the database is out of reach), and `onResumed`
// says that notifications may have been missed meanwhile. Unhandled, the cut connection's
// error event ended the whole server process.
const firstRetryMs = 100;
const lastRetryMs = 5000;

export interface Listening {
  stop(): Promise<void>;
}

export async function listenKeptAlive(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload: string) => void,
  onResumed: () => void,
): Promise<Listening> {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    try {
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    if (stopped) return next.release(true);
    client = next;
  };

  const lost = (gone: pg.PoolClient): void => {
    if (client !== gone) return;
    client = null;
    gone.release(true);
    listenAgainIn(firstRetryMs);
  };

  const listenAgainIn = (delayMs: number): void => {
    retry = setTimeout(() => {
      if (stopped) return;
      listen().then(
        () => !stopped && onResumed(),
        () => listenAgainIn(Math.min(delayMs * 2, lastRetryMs)),
      );
    }, delayMs);
  };

  await listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      if (!last) return;
      await last.query(`unlisten ${last.escapeIdentifier(channel)}`).catch(() => {});
      last.release();
    },
  };
}
