import { v5 as uuidv5 } from 'uuid';
import { parseStream, userStream } from '../../machines/domain/streams.ts';
import { userMachine, type UserContext } from '../../machines/user.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { audienceOf } from '../events/stream-audience.ts';
import { ApiError } from '../http/api-error.ts';

// The first time a customer opens an empty thread, the company greets them by name (spec
// section 4). The greeting's id is derived from the thread, so two tabs or two devices opening
// it together add one greeting.
export type GreetingDeps = AppendDeps;

const greetingIds = '3b9e6d4a-2c1f-4f8e-9a7d-6e5b4c3a2f10';
export const greetingIdOf = (stream: string) => uuidv5(stream, greetingIds);

/** True when this call greeted; false when the thread was not empty. */
export async function greetOnFirstOpen(deps: GreetingDeps, stream: string, customerId: string): Promise<boolean> {
  const chat = parseStream(stream);
  const audience = chat?.kind === 'chat' ? await audienceOf(deps.streamStates, chat, { role: 'customer', userId: customerId }) : null;
  // Another customer's thread, or one that cannot exist, is answered as if it did not.
  if (audience !== customerId) throw new ApiError(404, 'notFound', 'No such chat.');
  if ((await deps.store.streamVersion(stream)) > 0) return false;
  const customer = (await deps.streamStates.current(userStream(customerId), userMachine)).snapshot.context as UserContext;
  try {
    const { again } = await appendDecided(deps, { actor: { role: 'system' }, origin: 'server' }, [
      { id: greetingIdOf(stream), stream, expectedVersion: 0, type: 'chat.greeted', data: { customerName: customer.fullName } },
    ]);
    return !again;
  } catch (error) {
    // Another tab or device opened the thread first: it has its greeting.
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}
