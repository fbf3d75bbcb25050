import type { z } from 'zod';
import type { Notifier } from '../notifications/notifier.ts';
import type { SqlRunner } from '../store/database.ts';
import { accountBySignInIdentifier, signInIdentifier, type Account } from './accounts.ts';
import { TooManyAttempts } from './auth-errors.ts';
import type { passwordResetRequestBody } from './auth-inputs.ts';
import type { LoginThrottle, ThrottleKey } from './login-throttle.ts';
import { resetCodeText, resetLinkEmail } from './password-reset-messages.ts';
import { issueResetCode, issueResetLink, resetLifetimeMs } from './password-reset-secrets.ts';

// "Forgot password": an email gets a link, a mobile gets a 6-digit code. The answer is the
// same whether or not an account matched, and it comes before anything is sent, so neither
// its words nor its timing tell who has an account. Asking is counted per address (refused
// past the limit: that says nothing about any account) and per account (past the limit
// nothing more is sent, silently, so nobody can flood a customer's inbox or phone).
export type ResetRequest = z.output<typeof passwordResetRequestBody>;

export const resetRequestKeys = {
  address: (address: string): ThrottleKey => ({ key: `reset request from ${address}`, limit: 10 }),
  account: (userId: string): ThrottleKey => ({ key: `reset request for account:${userId}`, limit: 3 }),
};

export interface ResetRequestDeps {
  db: SqlRunner;
  now: () => Date;
  throttle: LoginThrottle;
  notifier: Notifier;
  companyName: (language: ResetRequest['language']) => Promise<string>;
  /** A message that could not be sent; the customer can only ask again. */
  onUndelivered: (error: unknown) => void;
}

export interface ResetRequestContext {
  address: string;
  /** Where the link's page is: PUBLIC_URL, or the address this request came to. */
  siteUrl: string;
}

export async function requestPasswordReset(deps: ResetRequestDeps, input: ResetRequest, context: ResetRequestContext): Promise<void> {
  const addressKey = resetRequestKeys.address(context.address);
  const verdict = await deps.throttle.check(addressKey);
  if (!verdict.allowed) throw new TooManyAttempts(verdict.retryAfterSeconds);
  await deps.throttle.charge(addressKey);

  const identifier = signInIdentifier(input.identifier);
  const account = await accountBySignInIdentifier(deps.db, identifier);
  // An account an admin made and nobody claimed has no password to reset: registering claims it.
  if (!account?.passwordHash || account.suspended) return;
  const accountKey = resetRequestKeys.account(account.userId);
  if (!(await deps.throttle.check(accountKey)).allowed) return;
  await deps.throttle.charge(accountKey);

  const send = identifier.includes('@') ? sendLink : sendCode;
  void send(deps, account, input.language, context).catch(deps.onUndelivered);
}

const minutes = resetLifetimeMs / 60_000;

async function sendLink(deps: ResetRequestDeps, account: Account, language: ResetRequest['language'], context: ResetRequestContext) {
  const token = await issueResetLink(deps.db, account.userId, deps.now());
  const link = new URL('/reset-password', context.siteUrl);
  link.searchParams.set('token', token);
  const company = await deps.companyName(language);
  await deps.notifier.email.send(resetLinkEmail(account.email, link.toString(), { language, company, minutes }));
}

async function sendCode(deps: ResetRequestDeps, account: Account, language: ResetRequest['language']) {
  const code = await issueResetCode(deps.db, account.userId, deps.now());
  const company = await deps.companyName(language);
  await deps.notifier.text.send(resetCodeText(account.mobile, code, { language, company, minutes }));
}
