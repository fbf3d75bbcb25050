import { Hono } from 'hono';
import type { Database } from '../store/database.ts';
import type { AppEnv } from './app-env.ts';

// GET /api/health, for load balancers and whoever watches the server (docs/operations.md,
// "What to watch"): whether the store answers, and how far behind the log each reactor of
// this instance is. Anyone may ask: the answer names nobody and holds no secret.

/** A worker that acts on events after they are committed (the auto-reply, the refunds tried again). */
export interface Reactor {
  readonly name: string;
  /** Every event up to this position has been dealt with. */
  readonly handledUpTo: number;
  /** Work it holds for later (failed refunds waiting for their next try), when it holds any. */
  readonly pending?: number;
}

export interface HealthDeps {
  db: Database;
  now: () => Date;
  reactors: Reactor[];
}

/** A store slower than this to answer counts as not answering. */
export const storeAnswerWithinMs = 3_000;
/** A reactor whose oldest event not yet dealt with is older than this is stuck. */
export const reactorStuckAfterMs = 60_000;

interface ReactorLag {
  name: string;
  handledUpTo: number;
  pending?: number;
  /** Events in the log after `handledUpTo`. */
  behind?: number;
  /** How long ago the oldest of those was committed; 0 when there is none. */
  oldestUnhandledAgeMs?: number;
  stuck?: boolean;
}

interface HealthReport {
  ok: boolean;
  store: { backend: Database['kind']; reachable: boolean; latestPosition?: number; roundTripMs?: number };
  reactors: ReactorLag[];
}

export function healthRoutes(deps: HealthDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const report = await healthReport(deps);
    return c.json(report, report.ok ? 200 : 503);
  });
}

async function healthReport(deps: HealthDeps): Promise<HealthReport> {
  const backend = deps.db.kind;
  try {
    const started = performance.now();
    const { rows } = await answeredWithin(storeAnswerWithinMs, deps.db.query<{ latest: string }>('select coalesce(max(position), 0) as latest from events'));
    const roundTripMs = Math.round((performance.now() - started) * 10) / 10;
    const latestPosition = Number(rows[0]!.latest);
    const reactors = await Promise.all(deps.reactors.map((reactor) => lagOf(deps, reactor, latestPosition)));
    return { ok: !reactors.some((reactor) => reactor.stuck), store: { backend, reachable: true, latestPosition, roundTripMs }, reactors };
  } catch {
    return {
      ok: false,
      store: { backend, reachable: false },
      reactors: deps.reactors.map((reactor) => ({ name: reactor.name, handledUpTo: reactor.handledUpTo, ...pendingOf(reactor) })),
    };
  }
}

async function lagOf(deps: HealthDeps, reactor: Reactor, latestPosition: number): Promise<ReactorLag> {
  const { name, handledUpTo } = reactor;
  const behind = Math.max(0, latestPosition - handledUpTo);
  if (behind === 0) return { name, handledUpTo, ...pendingOf(reactor), behind, oldestUnhandledAgeMs: 0, stuck: false };
  const { rows } = await answeredWithin(
    storeAnswerWithinMs,
    deps.db.query<{ at: string | Date }>('select at from events where position > $1 order by position limit 1', [handledUpTo]),
  );
  const oldestUnhandledAgeMs = rows[0] ? Math.max(0, deps.now().getTime() - new Date(rows[0].at).getTime()) : 0;
  return { name, handledUpTo, ...pendingOf(reactor), behind, oldestUnhandledAgeMs, stuck: oldestUnhandledAgeMs > reactorStuckAfterMs };
}

const pendingOf = ({ pending }: Reactor) => (pending === undefined ? {} : { pending });

function answeredWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
