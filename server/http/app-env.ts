import type { Actor } from '../../machines/domain/envelope.ts';

// What every request handler may read from the Hono context.
export interface Session {
  /** The hash of the session token: the key of the sessions table, never the token itself. */
  id: string;
  kind: 'customer' | 'admin';
  /** The customer's user id, or the admin's account id. */
  accountId: string;
  actor: Actor;
}

export interface AppEnv {
  Variables: {
    /** The session this request acts as; the rule is in server/auth/session-middleware.ts. */
    session: Session | null;
    customerSession: Session | null;
    adminSession: Session | null;
    /** Made by the server for each request; logged with an unexpected error (request-log.ts). */
    requestId: string;
  };
}
