import { setTimeout as sleep } from 'node:timers/promises';

// How a client talks to a server that may be killed at any moment: a connection error or a
// 5xx answer means "unknown", so the same request (the same event ids) is sent again until
// the server answers it; anything else is the answer.
export interface Answer {
  status: number;
  body: any;
  cookie: string;
}

export interface Caller {
  call(route: string, init?: { method?: string; body?: unknown; cookie?: string }): Promise<Answer>;
  /** How many requests were sent again after a connection error or a 5xx. */
  readonly resent: number;
  /** How many requests the server answered. */
  readonly answered: number;
}

const giveUpAfterMs = 120_000;

export function resendingCaller(origin: () => string): Caller {
  let resent = 0;
  let answered = 0;
  return {
    get resent() {
      return resent;
    },
    get answered() {
      return answered;
    },
    async call(route, init = {}) {
      const deadline = Date.now() + giveUpAfterMs;
      for (;;) {
        const answer = await once(origin(), route, init).catch((error: Error) => error);
        if (!(answer instanceof Error) && answer.status < 500) {
          answered += 1;
          return answer;
        }
        if (Date.now() > deadline) {
          const why = answer instanceof Error ? answer.message : `${answer.status} ${JSON.stringify(answer.body)}`;
          const health = await once(origin(), '/api/health', {}).then(
            (answered) => `${answered.status}`,
            (error: Error) => error.message,
          );
          throw new Error(`${route} still unanswered after ${giveUpAfterMs} ms: ${why}; /api/health answers ${health}`);
        }
        resent += 1;
        await sleep(100);
      }
    },
  };
}

async function once(origin: string, route: string, init: { method?: string; body?: unknown; cookie?: string }): Promise<Answer> {
  const response = await fetch(`${origin}${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { origin, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A body cut off by the kill throws here, like a refused connection.
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie };
}
