import { userStream } from '../../machines/domain/streams.ts';
import { userMachine, type UserContext } from '../../machines/user.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import type { PushRecipient } from './notification-channels.ts';

// A push service answered 404 or 410: the browser's subscription is no more (unsubscribed,
// expired, the site's data cleared). The server records it as ended on the customer's account,
// so nothing more is queued for it; already forgotten (another row said so first) is left be.
export async function forgetGonePush(deps: AppendDeps, { userId, endpoint }: PushRecipient): Promise<void> {
  const stream = userStream(userId);
  const user = (await deps.streamStates.current(stream, userMachine)).snapshot.context as UserContext;
  if (!user.pushSubscriptions.some((each) => each.endpoint === endpoint)) return;
  await appendDecided(deps, { actor: { role: 'system' }, origin: 'server' }, [{ stream, type: 'user.pushUnsubscribed', data: { endpoint } }]);
}
