import type { ServerConfig } from '../config.ts';

// Which origins are this site, for the CSRF check and the Host check. The site is PUBLIC_URL
// when set, and always the loopback names at the listening port (a local browser, the tests,
// a reverse proxy on the same machine). Origins compare scheme, host and port. A Host header
// naming anything else is refused: a page on a rebound DNS name reaching this server must not
// be answered as if it were this site.
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

export class SiteOrigins {
  private own = new Set<string>();
  private hosts = new Set<string>();
  /** Where people open the app: PUBLIC_URL's origin, else localhost at the listening port (links in messages). */
  siteOrigin = '';
  private readonly allowed: Set<string>;

  constructor(private readonly config: ServerConfig) {
    this.allowed = new Set(config.allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null));
    this.listeningOn(config.port);
  }

  /** The port the server really listens on (known only after listening when PORT is 0). */
  listeningOn(port: number): void {
    const loopback = loopbackHosts.map((host) => (port === 80 ? host : `${host}:${port}`));
    const publicOrigin = this.config.publicUrl ? originOf(this.config.publicUrl) : null;
    this.own = new Set([...loopback.map((host) => `http://${host}`), ...(publicOrigin ? [publicOrigin] : [])]);
    this.hosts = new Set([...loopback, ...(publicOrigin ? [new URL(publicOrigin).host] : [])]);
    this.siteOrigin = publicOrigin ?? `http://${loopback[0]}`;
  }

  /** Whether a state-changing request with this Origin header may go on. */
  mayChangeState(origin: string | undefined): boolean {
    if (origin === undefined) return false;
    const normalised = originOf(origin);
    return normalised !== null && (this.own.has(normalised) || this.allowed.has(normalised));
  }

  /** Whether a payment provider may send the customer back to this address: a page of this site. */
  isSitePage(url: string): boolean {
    if (!/^https?:\/\//i.test(url)) return false;
    const origin = originOf(url);
    return origin !== null && (this.own.has(origin) || this.allowed.has(origin));
  }

  isOwnHost(host: string): boolean {
    return this.hosts.has(host.toLowerCase());
  }
}

/** scheme://host[:port] as URL normalises it, or null for 'null' and anything unparsable. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}
