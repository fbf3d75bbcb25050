import { Hono, type Context } from 'hono';
import type { Actor } from '../../machines/domain/envelope.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { proposalBatch } from '../events/proposal-batch.ts';
import { readableAudiences } from '../policy/append-policy.ts';
import { ApiError } from './api-error.ts';
import { envelope } from './event-envelope.ts';
import { eventStream } from './event-stream.ts';
import { followLive, type LiveEventsDeps } from './live-events.ts';
import { jsonOf } from './json-body.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// POST /api/events (propose a batch), GET /api/events?after= (catch-up) and
// GET /api/events/live?after= (Server-Sent Events), each limited to what the session may read.
export interface EventRouteDeps extends Omit<AppDeps, 'db'>, AppendDeps, LiveEventsDeps {}

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
    // A reconnecting EventSource sends the URL it first opened and, as Last-Event-ID, the
    // last event it got: resume from the later of the two.
    const after = Math.max(positionParam(c.req.query('after')), positionParam(c.req.header('last-event-id')));
    const reader = { sessionId: c.get('session')!.id, audiences: readableAudiences(actor), after };
    return eventStream(c, (sse) => followLive(deps, reader, sse));
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
