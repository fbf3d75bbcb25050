// The routes' guards: they wait until the server has said who is signed in (not for a customer
// this device remembers, decision 42), then let the visitor through or send them to the right
// sign-in page (the server refuses them too).
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { signedInAdmin, signedInUser } from '../../machines/auth-snapshot.ts';
import { loadCatalog, prefetchCatalog } from '../app/catalog-loading.ts';
import { whenAdminKnown, whenCustomerKnown, type AuthActor } from '../app/session.ts';
import { returnPath } from '../app/return-path.ts';

interface GuardArgs {
  context: { auth: AuthActor };
  location: ParsedLocation;
  /** The router's look ahead at a link the pointer is on, not the page being opened. */
  preload?: boolean;
}

// A page for someone signed in, being opened, has its words fetched while the server is asked
// who is (the answer that someone is waits for them: src/app/auth-api.ts).
const fetchSignedInWords = ({ preload }: GuardArgs) => {
  if (!preload) prefetchCatalog('signedIn');
};

export async function requireCustomer(args: GuardArgs) {
  const { context, location } = args;
  fetchSignedInWords(args);
  const user = signedInUser(await whenCustomerKnown(context.auth));
  if (!user) throw redirect({ to: '/', search: { redirect: location.href } });
  // A customer the device remembers is let through before the server's answer, which is what
  // waits for the signed-in words: their screen waits for them here.
  await loadCatalog('signedIn');
  return { user };
}

export async function requireAdmin(args: GuardArgs) {
  const { context } = args;
  fetchSignedInWords(args);
  const admin = signedInAdmin(await whenAdminKnown(context.auth));
  if (!admin) throw redirect({ to: '/admin/login' });
  return { admin };
}

/** The sign-in pages send someone already signed in on to where they were going. */
export async function skipWhenSignedIn({ context }: GuardArgs, search: { redirect?: string }) {
  if (signedInUser(await whenCustomerKnown(context.auth))) {
    throw redirect({ to: returnPath(search.redirect) ?? '/dashboard' });
  }
}

export async function skipWhenAdmin({ context }: GuardArgs) {
  if (signedInAdmin(await whenAdminKnown(context.auth))) throw redirect({ to: '/admin/dashboard' });
}
