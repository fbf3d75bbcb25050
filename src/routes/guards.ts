// The routes' guards: they wait until the server has said who is signed in, then let the
// visitor through or send them to the right sign-in page (the server refuses them too).
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { signedInAdmin, signedInUser } from '../../machines/auth.machine.ts';
import { whenSessionsKnown, type AuthActor } from '../app/session.ts';
import { returnPath } from '../app/return-path.ts';

interface GuardArgs {
  context: { auth: AuthActor };
  location: ParsedLocation;
}

export async function requireCustomer({ context, location }: GuardArgs) {
  const user = signedInUser(await whenSessionsKnown(context.auth));
  if (!user) throw redirect({ to: '/', search: { redirect: location.href } });
  return { user };
}

export async function requireAdmin({ context }: GuardArgs) {
  const admin = signedInAdmin(await whenSessionsKnown(context.auth));
  if (!admin) throw redirect({ to: '/admin/login' });
  return { admin };
}

/** The sign-in pages send someone already signed in on to where they were going. */
export async function skipWhenSignedIn({ context }: GuardArgs, search: { redirect?: string }) {
  if (signedInUser(await whenSessionsKnown(context.auth))) {
    throw redirect({ to: returnPath(search.redirect) ?? '/dashboard' });
  }
}

export async function skipWhenAdmin({ context }: GuardArgs) {
  if (signedInAdmin(await whenSessionsKnown(context.auth))) throw redirect({ to: '/admin/dashboard' });
}
