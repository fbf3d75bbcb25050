// The signed-in customer as views show them: the session's user, with the name, email and
// mobile of their own `user-{id}` stream once the log has it (so a profile edit shows at once),
// and their log.
import { useSelector } from '@xstate/react';
import { signedInUser } from '../../machines/auth-snapshot.ts';
import type { SessionUser } from '../../machines/domain/auth-sessions.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import { useAppServices } from './app-context.tsx';
import { selectOwnProfile } from './log-readings.ts';
import { useLogSelector, useSessionLog } from './use-event-log.ts';

export function useCustomer(): { user: SessionUser | null; log: EventLog | null } {
  const { session } = useAppServices();
  const user = useSelector(session.auth, signedInUser);
  const log = useSessionLog(session.customerLog);
  const profile = useLogSelector(log, selectOwnProfile, null);
  if (!user) return { user: null, log };
  const known = profile && profile.email ? { fullName: profile.fullName, email: profile.email, mobile: profile.mobile } : {};
  return { user: { ...user, ...known }, log };
}
