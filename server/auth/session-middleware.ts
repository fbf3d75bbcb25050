import type { Context, MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv, Session } from '../http/app-env.ts';
import type { Database } from '../store/database.ts';
import { readSessionCookie, writeSessionCookie } from './session-cookies.ts';
import type { SessionCache } from './session-cache.ts';
import { findSession, type SessionKind } from './sessions.ts';

// Which session a request acts as. Both cookies are read: `customerSession` (cookie `sid`)
// and `adminSession` (cookie `asid`). `session`, the one acting, is:
//  - the only one present, when only one is;
//  - when a browser holds both: the admin session on /api/admin/* or when the request says
//    `X-Acting-As: admin` (the admin area's calls to shared routes such as /api/events) or,
//    on a GET, `?as=admin` (EventSource cannot send headers), otherwise the customer
//    session, the lesser privilege.
export const actingAsHeader = 'x-acting-as';
export const actingAsQuery = 'as';

export interface SessionDeps {
  config: ServerConfig;
  db: Database;
  now: () => Date;
  sessionCache: SessionCache;
}

export function sessionMiddleware(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const customer = await sessionFromCookie(c, deps, 'customer');
    const admin = await sessionFromCookie(c, deps, 'admin');
    const wantsAdmin =
      c.req.path.startsWith('/api/admin/') ||
      c.req.header(actingAsHeader) === 'admin' ||
      (c.req.method === 'GET' && c.req.query(actingAsQuery) === 'admin');
    c.set('customerSession', customer);
    c.set('adminSession', admin);
    c.set('session', admin && (wantsAdmin || !customer) ? admin : customer);
    await next();
  };
}

async function sessionFromCookie(c: Context<AppEnv>, deps: SessionDeps, kind: SessionKind): Promise<Session | null> {
  const token = readSessionCookie(c, kind);
  if (!token) return null;
  const found = await findSession(deps.db, kind, token, deps.now(), deps.sessionCache);
  if (!found) return null;
  if (found.slid) {
    writeSessionCookie(c, kind, token, found.cookieMaxAge, deps.config.https);
  }
  return {
    id: found.id,
    kind,
    accountId: found.accountId,
    actor: kind === 'customer' ? { role: 'customer', userId: found.accountId } : { role: 'admin', userId: found.accountId },
  };
}

/** A signed-in customer, who then acts as themselves on the routes after it. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const customer = c.get('customerSession');
  if (!customer) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
  c.set('session', customer);
  await next();
};

/** A signed-in admin, who then acts as admin on the routes after it. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const admin = c.get('adminSession');
  if (!admin) {
    if (c.get('customerSession')) throw new ApiError(403, 'adminOnly', 'Only an admin may do this.');
    throw new ApiError(401, 'signInRequired', 'Please sign in first.');
  }
  c.set('session', admin);
  await next();
};
