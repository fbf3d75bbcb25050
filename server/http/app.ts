import { Hono, type MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorBody } from './api-error.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminAuthRoutes } from './admin-auth-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { notifierFor } from '../notifications/notifier-for.ts';
import type { Notifier, PushSender } from '../notifications/notifier.ts';
import { forgetGonePush } from '../notifications/forget-gone-push.ts';
import { vapidKeysOf } from '../notifications/vapid-keys.ts';
import { webPushSender } from '../notifications/web-push-sender.ts';
import { pushRoutes } from './push-routes.ts';
import { accountProjection } from '../auth/account-projection.ts';
import { sessionMiddleware } from '../auth/session-middleware.ts';
import { SessionCache } from '../auth/session-cache.ts';
import { SessionEnds } from '../auth/session-ends.ts';
import { sessionExpiry } from '../auth/sessions.ts';
import { LiveFeed } from '../events/live-feed.ts';
import { StreamStates } from '../events/stream-states.ts';
import { forgetStatesOfErased } from '../privacy/erased-stream-states.ts';
import { eventRoutes } from './event-routes.ts';
import { imageBody, uploadPath, uploadRoutes } from './upload-routes.ts';
import { applePayAssociationPath, moyasarWebhookPath, paymentRoutes, paymentsPath, webhookBody } from './payment-routes.ts';
import { testGatewayRoutes } from './test-gateway-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { grantRoutes } from './grant-routes.ts';
import { chatRoutes } from './chat-routes.ts';
import { AutoReplies } from '../chat/auto-replies.ts';
import { moyasarProvider } from '../payments/moyasar-provider.ts';
import { visitReleaseReactor } from '../technicians/visit-releases.ts';
import { RefundRetries } from '../payments/refund-retries.ts';
import { OutboxSender } from '../notifications/outbox-sender.ts';
import { visitNotificationReactor } from '../notifications/visit-notifications.ts';
import { testGatewayPath, testProvider } from '../payments/test-gateway.ts';
import { serveBuiltClient } from './static-client.ts';
import { jsonBody, noStore, ownHostOnly, sameOriginBodies } from './request-guards.ts';
import { requestIds, unexpectedErrorLine } from './request-log.ts';
import { SiteOrigins } from './site-origins.ts';
import { securityHeaders } from './security-headers.ts';
import { healthRoutes } from './health-routes.ts';
import { visitMoveRoutes } from './visit-move-routes.ts';
import { dataExportRoutes } from './data-export-routes.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import { zatcaReportingRoutes } from './zatca-reporting-routes.ts';
import { fatooraReporting } from '../zatca/fatoora-reporting.ts';
import { zatcaReportingReactor } from '../zatca/zatca-reporting.ts';

// The whole HTTP surface: API routes, then the built client for every other path.
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  store: EventStore;
  /** The server's clock: the `at` of every accepted event. */
  now: () => Date;
  /** Where the console notifier prints what it could not send; the console by default. */
  log?: (line: string) => void;
  /** How often an idle live connection is kept alive and its session checked; 25 s by default. */
  keepAliveMs?: number;
  /** How many events a live connection may have waiting to be sent before it is ended; 1,000 by default. */
  liveBufferEvents?: number;
  /** Waits out the pause before a password check on an account under guessing; a real timer by default. */
  signInPause?: (ms: number) => Promise<void>;
  /** How long after a customer's message the auto-reply comes; 1.5 s by default (spec). */
  autoReplyDelayMs?: number;
  /** The wait before a failed refund is first tried again (doubled at each failure); 30 s by default. */
  firstRefundRetryMs?: number;
  /** How customers are reached by e-mail and text message; by default what the config names (notifier-for.ts). */
  notifier?: Notifier;
  /** How push notifications reach browsers; web push with the server's VAPID keys by default. */
  push?: PushSender;
  /** How often the notification outbox looks for messages come due (the day-before reminders); 30 s by default. */
  notificationSweepMs?: number;
  /** The wait before a failed notification is first tried again (doubled at each failure); 30 s by default. */
  firstNotificationRetryMs?: number;
}

export interface BuiltApp {
  app: Hono<AppEnv>;
  /** Tell it the port once listening, when PORT was 0. */
  origins: SiteOrigins;
  /** Ends the live connections, the auto-replies, refund retries, ZATCA reports and notifications waiting, and listening for commits and ended sessions: before closing the store. */
  stopLive(): Promise<void>;
  /** Resolves once every event committed so far has become its notifications and the due ones were tried (tests). */
  notificationsSettled(): Promise<void>;
}

export const maxRequestBytes = 256 * 1024;

/** `outermost` runs before everything else (the shutdown's count of requests in flight). */
export async function buildApp(deps: AppDeps, ...outermost: MiddlewareHandler[]): Promise<BuiltApp> {
  const feed = new LiveFeed(deps.store);
  await feed.start();
  // What the one append path needs, handed to every route and reactor that writes events.
  const appending = { ...deps, streamStates: new StreamStates(deps.store), inlineProjection: accountProjection };
  const { streamStates } = appending;
  const stopForgettingErased = forgetStatesOfErased(feed, deps.db, streamStates);
  const autoReplies = new AutoReplies({ ...appending, feed, delayMs: deps.autoReplyDelayMs });
  await autoReplies.start();
  const provider = deps.config.moyasar ? moyasarProvider(deps.config.moyasar) : testProvider(deps.db, deps.now);
  const refundRetries = new RefundRetries({ ...appending, provider, zatcaStamp: deps.config.zatcaStamp, feed, firstRetryMs: deps.firstRefundRetryMs });
  await refundRetries.start();
  const visitReleases = visitReleaseReactor({ ...appending, feed });
  await visitReleases.start();
  // Reporting off (not configured): no document is sent, and none is marked as sent; turned on later, it starts from the first.
  const zatcaReporting = deps.config.zatcaReporting && zatcaReportingReactor({ ...appending, feed, zatca: fatooraReporting(deps.config.zatcaReporting) });
  // Not awaited: a document ZATCA does not answer waits for its next try, and the server listens meanwhile.
  // Nor in the health report: ZATCA away for hours is not this server unhealthy (docs/zatca.md "Reporting").
  zatcaReporting?.start().catch((error: Error) => console.error(`ZATCA reporting did not start: ${error.message}`));
  const origins = new SiteOrigins(deps.config);
  const notifier = deps.notifier ?? notifierFor(deps.config, deps.log);
  const vapidKeys = await vapidKeysOf(deps.db, deps.now());
  const push = deps.push ?? webPushSender({ keys: vapidKeys, config: deps.config.webPush, now: deps.now });
  const onPushGone = (to: Parameters<typeof forgetGonePush>[1]) => forgetGonePush(appending, to);
  const outbox = new OutboxSender({ ...deps, notifier, push, onPushGone, sweepEveryMs: deps.notificationSweepMs, firstRetryMs: deps.firstNotificationRetryMs });
  const visitNotifications = visitNotificationReactor({ ...appending, feed, siteUrl: () => origins.siteOrigin, onQueued: () => outbox.kick() });
  await visitNotifications.start();
  await outbox.start();
  const sessionCache = new SessionCache();
  const sessionEnds = new SessionEnds(sessionCache);
  await sessionEnds.start(deps.db);
  const app = new Hono<AppEnv>();
  for (const middleware of outermost) app.use(middleware);
  app.use(requestIds, securityHeaders(deps.config), ownHostOnly(origins));
  app.use(
    '/api/*',
    noStore,
    sameOriginBodies(origins, { fallback: jsonBody(maxRequestBytes), [uploadPath]: imageBody, [moyasarWebhookPath]: webhookBody }),
  );
  // Before sessions: it must answer even when a cookie comes with it and the store is away.
  app.route('/api/health', healthRoutes({ db: deps.db, now: deps.now, reactors: [autoReplies, refundRetries, visitNotifications, visitReleases] }));
  app.use('/api/*', sessionMiddleware({ ...deps, sessionCache }));

  app.route('/api/auth', authRoutes(appending));
  app.route('/api/auth/password-reset', passwordResetRoutes({ ...appending, notifier }));
  app.route('/api/admin', adminAuthRoutes(deps));
  app.route('/api/admin', adminAccountRoutes(deps));
  app.route(
    '/api/events',
    eventRoutes({
      ...appending,
      feed,
      sessionExpiry: (sessionId) => sessionExpiry(deps.db, sessionId, deps.now()),
      sessionEnds,
    }),
  );

  app.route(uploadPath, uploadRoutes(deps));
  app.route('/api/settings', settingsRoutes({ streamStates }));
  app.route('/api/chats', chatRoutes(appending));
  app.route('/api/requests', visitMoveRoutes(appending));
  app.route('/api/me', dataExportRoutes(appending));
  app.route('/api/me', accountDeletionRoutes(appending));
  app.route('/api/push', pushRoutes({ ...appending, publicKey: vapidKeys.publicKey, webPush: deps.config.webPush }));
  app.route('/api/admin/grants', grantRoutes(appending));
  app.route('/api/admin/zatca-reporting', zatcaReportingRoutes(deps));
  // The domain Apple Pay validates the merchant for: the address people use, as PUBLIC_URL names it.
  const siteDomain = (requestUrl: string) => new URL(deps.config.publicUrl ?? requestUrl).hostname;
  app.route(paymentsPath, paymentRoutes({ ...appending, provider, zatcaStamp: deps.config.zatcaStamp, webhookSecret: deps.config.moyasar?.webhookSecret ?? null, siteDomain }));
  app.get(applePayAssociationPath, (c) =>
    deps.config.applePayDomainAssociation ? c.text(deps.config.applePayDomainAssociation) : c.text('Not found', 404),
  );
  if (provider.name === 'test') app.route(testGatewayPath, testGatewayRoutes({ ...deps, origins, streamStates }));

  app.all('/api/*', () => {
    throw new ApiError(404, 'notFound', 'No such API route.');
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    console.error(unexpectedErrorLine(error, c));
    return c.json(errorBody('internal', 'Something went wrong on our side.', { requestId: c.get('requestId') }), 500);
  });
  serveBuiltClient(app, deps.config.staticDir);
  return {
    app,
    origins,
    async stopLive() {
      autoReplies.stop();
      refundRetries.stop();
      visitReleases.stop();
      zatcaReporting?.stop();
      visitNotifications.stop();
      outbox.stop();
      stopForgettingErased();
      feed.stop();
      await sessionEnds.stop();
    },
    async notificationsSettled() {
      await visitNotifications.settled();
      outbox.kick();
      await outbox.idle();
    },
  };
}
