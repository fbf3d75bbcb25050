import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// How a client talks to a server that may be killed at any moment: a connection error or a
// 5xx answer means "unknown", so the same request (the same event ids) is sent again until
// the server answers it; anything else is the answer. Each request opens its own connection:
// with fetch's pool of kept-alive connections, a request after many kills could wait forever
// for an answer the server (asked again on a new connection) gave at once.
export interface Answer {
  status: number;
  body: any;
  cookie: string;
}

export interface Caller {
  call(route: string, init?: CallInit): Promise<Answer>;
  /** How many requests were sent again after a connection error or a 5xx. */
  readonly resent: number;
  /** How many requests the server answered. */
  readonly answered: number;
}

interface CallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
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
          throw new Error(`${route} still unanswered after ${giveUpAfterMs} ms: ${why}`);
        }
        resent += 1;
        await sleep(100);
      }
    },
  };
}

function once(origin: string, route: string, init: CallInit): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}${route}`,
      {
        agent: false,
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { origin, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        // A body cut off by the kill is an error, like a refused connection.
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer cut off')));
        response.on('end', () => {
          try {
            const cookie = (response.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, cookie });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('no answer in 30 s')));
    sent.on('error', reject);
    sent.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}
