import { serve } from '@hono/node-server';
import { STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ServerConfig } from './config.ts';
import { errorBody } from './http/api-error.ts';
import { buildApp } from './http/app.ts';
import { InFlightRequests } from './http/in-flight.ts';
import { openDatabase } from './store/open-database.ts';
import { applyMigrations } from './store/migrations.ts';
import { paymentMigrations } from './payments/payment-tables.ts';
import { eventStoreMigrations } from './store/event-tables.ts';
import { createEventStore } from './store/sql-event-store.ts';
import { authMigrations } from './auth/auth-tables.ts';
import { bootstrapAdmin } from './auth/admin-bootstrap.ts';
import { uploadMigrations } from './uploads/upload-tables.ts';
import { chatMigrations } from './chat/chat-tables.ts';
import { passwordResetMigrations } from './auth/password-reset-tables.ts';
import { orderNumberMigrations } from './events/order-number-tables.ts';
import { notificationMigrations } from './notifications/notification-tables.ts';
import { stampMigrations } from './zatca/stamp-tables.ts';
import { stampAtStart } from './zatca/company-stamp.ts';
import { webPushMigrations } from './notifications/vapid-keys.ts';
import { registerErasuresKnownTo } from './privacy/erasure-register.ts';

// One running server: database, migrations, the first admin, HTTP; and a clean stop that
// takes no new requests, lets started appends finish, then closes the database.
export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

export const migrations = [...eventStoreMigrations, ...authMigrations, ...uploadMigrations, ...paymentMigrations, ...chatMigrations, ...passwordResetMigrations, ...orderNumberMigrations, ...notificationMigrations, ...webPushMigrations, ...stampMigrations];

/** `now` is the server's clock: the real time, except where a test moves it. */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log, now = () => new Date()): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(db, migrations);
    const store = await createEventStore(db);
    await registerErasuresKnownTo(db, config.dataDir);
    await bootstrapAdmin({ db, config, now, log });
    if (config.zatcaStamp) log('ZATCA_PRIVATE_KEY and ZATCA_CSID: tax documents are signed with ZATCA\'s certificate.');
    else {
      await stampAtStart(db, store, now());
      if (config.zatcaReporting) log('ZATCA reporting is configured without ZATCA_PRIVATE_KEY: documents are signed with the server\'s test certificate, which ZATCA refuses.');
    }
    const inFlight = new InFlightRequests();
    const { app, origins, stopLive } = await buildApp({ config, db, store, now, log }, inFlight.middleware);
    const server = await listen(app.fetch, config.port);
    const port = (server.address() as AddressInfo).port;
    origins.listeningOn(port);
    log(`Listening on http://localhost:${port} (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
    if (!config.smtp) log('No SMTP_URL or SMTP_HOST: e-mails (password reset links, visit notifications) are printed here, not sent.');
    if (!config.whatsapp) log('No WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: WhatsApp messages are printed here, not sent.');

    let stopping: Promise<void> | null = null;
    return {
      port,
      stop: () =>
        (stopping ??= (async () => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          await stopLive();
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

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Without createServer, serve makes a plain node:http server.
    const server = serve({ fetch, port }, () => resolve(server)) as Server;
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment
    // gets a reset instead of an answer. Keeping it longer than the clients' own idle limits
    // (about a minute for browsers and proxies) leaves the closing to them.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('clientError', answerClientError);
    server.once('error', reject);
  });
}

// Requests Node's parser refuses never reach the app (headers over its 16 KiB limit, broken
// request lines). Node would answer them with a bare status; we answer as the API does, with
// a code the client can translate, and close the connection.
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A response already under way on this connection must not be cut into: drop it instead.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'headersTooLarge', 'The request headers are too large.'] as const)
      : ([400, 'badRequest', 'The request could not be read.'] as const);
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  // A client that never closes its side must not hold the socket open.
  setTimeout(() => socket.destroy(), 5_000).unref();
}
