import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config.ts';
import { buildApp } from './http/app.ts';
import { InFlightRequests } from './http/in-flight.ts';
import { openDatabase } from './store/open-database.ts';
import { applyMigrations } from './store/migrations.ts';
import { eventStoreMigrations } from './store/event-tables.ts';
import { createEventStore } from './store/sql-event-store.ts';
import { authMigrations } from './auth/auth-tables.ts';
import { bootstrapAdmin } from './auth/admin-bootstrap.ts';

// One running server: database, migrations, the first admin, HTTP; and a clean stop that
// takes no new requests, lets started appends finish, then closes the database.
export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

export const migrations = [...eventStoreMigrations, ...authMigrations];

export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(db, migrations);
    const store = await createEventStore(db);
    const now = () => new Date();
    await bootstrapAdmin({ db, config, now, log });
    const inFlight = new InFlightRequests();
    const { app, feed } = await buildApp({ config, db, store, now }, inFlight.middleware);
    const server = await listen(app.fetch, config.port);
    const port = (server.address() as AddressInfo).port;
    log(`Listening on http://localhost:${port} (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

    let stopping: Promise<void> | null = null;
    return {
      port,
      stop: () =>
        (stopping ??= (async () => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          feed.stop();
          await inFlight.drained(10_000);
          server.closeAllConnections?.();
          await closed;
          await store.close();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number): Promise<ServerType & { closeAllConnections?: () => void }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server));
    server.once('error', reject);
  });
}
