// What the sign-in flow (auth.machine.ts) takes, keeps and announces.
import type { AdminCredentials, AuthFailure, Credentials, KnownSessions, Registration, SessionUser } from './domain/auth-sessions.ts';

export type AuthAttempt = 'login' | 'register' | 'adminLogin' | 'logout' | 'adminLogout';

export type AuthNotice =
  | { type: 'welcomeBack' }
  | { type: 'accountCreated' }
  | { type: 'loggedOut' }
  | { type: 'adminSignedIn' }
  | { type: 'adminLoggedOut' }
  | { type: 'failed'; attempt: AuthAttempt; failure: AuthFailure };

export interface AuthInput {
  /** The customer this device remembers (src/app/last-session.ts), or null. */
  remembered: SessionUser | null;
}

export interface AuthContext extends KnownSessions {
  /** Who the server says is signed in, once it has answered. */
  answer: KnownSessions | null;
  /** The last refusal, shown beside the form until the next attempt. */
  failure: AuthFailure | null;
  adminFailure: AuthFailure | null;
  /** The server asked this sign-in for a two-factor code: the form keeps asking until the admin is in. */
  adminCodeAsked: boolean;
}

export type AuthEvent =
  | { type: 'toggleMode' }
  | { type: 'showRegister' }
  | { type: 'submitLogin'; credentials: Credentials }
  | { type: 'submitRegistration'; registration: Registration }
  | { type: 'logout' }
  | { type: 'submitAdminLogin'; credentials: AdminCredentials }
  | { type: 'adminLogout' }
  // Raised by the flow itself when the server answers who is signed in, or cannot be reached.
  | { type: 'sessionsAnswered' }
  | { type: 'sessionsUnknown' };
