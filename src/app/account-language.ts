// The language follows the account (issue 23 item 13, docs/client.md "Language"): a choice
// made while a customer is signed in is recorded on their `user-{id}` stream, and signing in
// switches this device to the account's language once the log has heard from the server.
import { signedInUser } from '../../machines/auth-snapshot.ts';
import { userStream } from '../../machines/domain/streams.ts';
import type { AccountLanguage } from '../../machines/domain/user-events.ts';
import type { UserContext } from '../../machines/user.machine.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import { activateLocale, i18n } from './i18n.ts';
import type { Session } from './session.ts';
import { openedAndCaughtUp } from './log-caught-up.ts';
import type { SessionLog } from './session-log.ts';

const accountOf = (log: EventLog, userId: string): UserContext | null =>
  (log.stream(userStream(userId))?.context as UserContext | undefined) ?? null;

/** Records `language` on the signed-in customer's account, unless it holds that one already. */
export async function recordLanguageChoice(session: Session, language: AccountLanguage): Promise<void> {
  const user = signedInUser(session.auth.getSnapshot());
  if (!user) return;
  const log = await openedAndCaughtUp(session.customerLog);
  const account = accountOf(log, user.id);
  if (!account || account.language === language) return;
  await log.propose([{ stream: userStream(user.id), type: 'user.languageChosen', data: { language } }]);
}

/** At each sign-in (not at a reload of a signed-in page), this device takes the account's language. */
export function followAccountLanguage(session: Session): () => void {
  const subscription = session.auth.on('notice', ({ notice }) => {
    const user = signedInUser(session.auth.getSnapshot());
    if (notice.type === 'welcomeBack' && user) void takeAccountLanguage(session.customerLog, user.id);
  });
  return () => subscription.unsubscribe();
}

async function takeAccountLanguage(customerLog: SessionLog, userId: string): Promise<void> {
  const language = accountOf(await openedAndCaughtUp(customerLog), userId)?.language;
  if (language && language !== i18n.locale) await activateLocale(language);
}
