import { Hono, type Context } from 'hono';
import type { Actor, DomainEvent } from '../../machines/domain/envelope.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import type { SessionEnds } from '../auth/session-ends.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import { proposalBatch } from '../events/proposal-batch.ts';
import { readableAudiences } from '../policy/append-policy.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { ApiError } from './api-error.ts';
import { eventStream } from './event-stream.ts';
import { jsonOf } from './json-body.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// POST /api/events (propose a batch), GET /api/events?after= (catch-up) and
// GET /api/events/live?after= (Server-Sent Events), each limited to what the session may read.
export interface EventRouteDeps extends Omit<AppDeps, 'db'>, AppendDeps {
  feed: LiveFeed;
  /** When the session behind a live connection expires unless used again; null once it has ended. */
  sessionExpiry: (sessionId: string) => Promise<Date | null>;
  /** Announces, from any instance, that a session ended (logout, suspension, password change). */
  sessionEnds: SessionEnds;
  keepAliveMs?: number;
}

const pageSize = 1000;

export function eventRoutes(deps: EventRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const actor = signedInActor(c);
    const body = await jsonOf(c.req);
    const batch = proposalBatch.safeParse(body);
    if (!batch.success) {
      throw new ApiError(400, 'invalidBatch', 'The batch is not valid.', {
        issues: batch.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
      });
    }
    const accepted = await appendDecided(deps, { actor, origin: 'proposal' }, batch.data.events);
    return c.json({ events: accepted.events.map(envelope) });
  });

  routes.get('/', async (c) => {
    const actor = signedInActor(c);
    const after = positionParam(c.req.query('after'));
    const events = await deps.store.readAfter(after, { audiences: readableAudiences(actor), limit: pageSize });
    return c.json({ events: events.map(envelope), lastPosition: events.at(-1)?.position ?? after });
  });

  routes.get('/live', (c) => {
    const actor = signedInActor(c);
    const sessionId = c.get('session')!.id;
    const audiences = readableAudiences(actor);
    // A reconnecting EventSource sends the URL it first opened and, as Last-Event-ID, the
    // last event it got: resume from the later of the two.
    let sent = Math.max(positionParam(c.req.query('after')), positionParam(c.req.header('last-event-id')));
    return eventStream(c, async (sse) => {
      const waiting: StoredEvent[] = [];
      let wake = () => {};
      let open = true;
      const end = () => {
        open = false;
        wake();
      };
      const bufferLimit = deps.liveBufferEvents ?? 1000;
      const detach = deps.feed.attach({
        audiences,
        deliver: (events) => {
          waiting.push(...events);
          // A client that reads too slowly holds no one up and no memory: its stream ends,
          // and its EventSource comes back with Last-Event-ID and catches up from the store.
          if (waiting.length > bufferLimit) {
            end();
            sse.end();
          }
          wake();
        },
        close: end,
      });
      const unwatch = deps.sessionEnds.watch(sessionId, end);
      sse.onEnd(end);
      // The session ends at once when announced; its expiry is checked against the server's
      // clock before anything is sent, and the store is asked again at least once per
      // keep-alive period (an announcement lost with a dropped database connection).
      const keepAliveMs = deps.keepAliveMs ?? 25_000;
      let expiresAt = await deps.sessionExpiry(sessionId);
      let checkedAt = Date.now();
      const stillSignedIn = async () => {
        if (expiresAt && deps.now() < expiresAt && Date.now() - checkedAt < keepAliveMs) return open;
        checkedAt = Date.now();
        expiresAt = await deps.sessionExpiry(sessionId);
        return open && expiresAt !== null && deps.now() < expiresAt;
      };
      // Everything waiting goes out in one write, each event serialised once for all clients.
      const send = async (events: StoredEvent[]) => {
        const fresh = events.filter((event) => event.position > sent);
        if (fresh.length === 0) return true;
        if (!(await stillSignedIn())) return false;
        await sse.write(fresh.map(liveFrame).join(''));
        sent = fresh.at(-1)!.position;
        return true;
      };
      try {
        let page: StoredEvent[];
        do {
          page = await deps.store.readAfter(sent, { audiences, limit: pageSize });
          if (!(await send(page))) return;
        } while (page.length === pageSize && open);
        while (open) {
          if (waiting.length > 0) {
            if (!(await send(waiting.splice(0)))) return;
            continue;
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), keepAliveMs);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          if (timedOut && open) {
            if (!(await stillSignedIn())) return;
            await sse.write(': keep-alive\n\n');
          }
        }
      } finally {
        unwatch();
        detach();
      }
    });
  });

  return routes;
}

function signedInActor(c: Context<AppEnv>): Actor {
  const session = c.get('session');
  if (!session) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
  return session.actor;
}

function positionParam(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(400, 'invalidPosition', "'after' must be a position number.");
  return Number(raw);
}

const frames = new WeakMap<StoredEvent, string>();

/** An event as a Server-Sent Events message; the live feed hands every client the same object. */
function liveFrame(event: StoredEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `id: ${event.position}\ndata: ${JSON.stringify(envelope(event))}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

function envelope({ audience: _audience, ...event }: StoredEvent): DomainEvent {
  return event;
}
