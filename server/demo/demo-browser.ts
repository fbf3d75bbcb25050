import type { Hono } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';

// One person's browser on the app, in process: JSON to the API, the session cookies the
// server sets, and the site's own Origin (the CSRF check). When the session has lapsed (a
// customer away for a month, the admin between two sittings) it signs in again, as its
// owner would, and asks once more.

/** Where people open the app: PUBLIC_URL, else localhost at PORT (origins the server takes as its own). */
export function siteOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return config.port === 80 ? 'http://localhost' : `http://localhost:${config.port}`;
}

export class SiteRefused extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** The sign-in call this browser's owner makes: the customers' or the admins'. */
export interface SignInCall {
  path: '/api/auth/login' | '/api/admin/login';
  body: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

export class DemoBrowser {
  private readonly cookies = new Map<string, string>();
  /** When the site last answered it as signed in: the session's idle time runs from there. */
  lastSeenAt: Date | null = null;

  constructor(
    private readonly app: Hono<AppEnv>,
    readonly origin: string,
    private readonly signInCall: SignInCall,
    private readonly now: () => Date,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /** What the app's open live connection does now and then: it uses the session, which keeps it; signs nobody in. */
  async keepSession(path: string): Promise<void> {
    await this.send('GET', path);
  }

  async signIn(): Promise<void> {
    const { path, body } = this.signInCall;
    const answer = await this.send('POST', path, body);
    if (answer.status !== 200) throw new SiteRefused('POST', path, answer.status, answer.body);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let answer = await this.send(method, path, body);
    if (answer.status === 401 && errorCode(answer.body) === 'signInRequired') {
      await this.signIn();
      answer = await this.send(method, path, body);
    }
    if (answer.status >= 300) throw new SiteRefused(method, path, answer.status, answer.body);
    return answer.body as T;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const response = await this.app.request(`${this.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(response.headers.getSetCookie());
    if (response.status < 300) this.lastSeenAt = this.now();
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function errorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } } | null)?.error?.code;
}
