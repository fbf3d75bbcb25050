// What this browser and the server say to each other about signing in: who is signed in, what
// a customer or the admin sends, and the stable code a refusal comes back with.
import type { RegistrationField } from './registration-rules.ts';

export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
}

export interface SessionAdmin {
  id: string;
  email: string;
}

export interface KnownSessions {
  user: SessionUser | null;
  admin: SessionAdmin | null;
}

export interface Credentials {
  identifier: string;
  password: string;
}

/** A mobile OR an email is enough (machines/domain/registration-rules.ts); '' for the one not given. */
export interface Registration {
  fullName: string;
  mobile: string;
  email: string;
  password: string;
  privacyNoticeAccepted: boolean;
}

export interface AdminCredentials {
  email: string;
  password: string;
  /** The authenticator app's code or a recovery code, for an admin with two-factor sign-in on. */
  code?: string;
}

/** What the server (or the network) said no with: a stable code, translated by the client. */
export interface AuthFailure {
  code: string;
  retryAfterSeconds?: number;
  /** Every field at fault and its code, shown beside each field; `code` is the first of them. */
  fields?: Partial<Record<RegistrationField, string>>;
}

/** An actor that rejects with this shape tells the flow why; anything else reads as unreachable. */
export function asAuthFailure(error: unknown): AuthFailure {
  const candidate = error as Partial<AuthFailure> | null;
  return typeof candidate?.code === 'string' ? (candidate as AuthFailure) : { code: 'unreachable' };
}
