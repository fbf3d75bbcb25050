import { msg } from '@lingui/core/macro';
import { generalChatStream } from '../../machines/domain/streams.ts';
import { ChatPage } from '../features/chat/ChatPage.tsx';
import { supportRoute } from './support.tsx';

// `/support`'s page (loaded lazily): the customer's general thread with the company.
export function SupportRoute() {
  const { user } = supportRoute.useRouteContext();
  return <ChatPage stream={generalChatStream(user.id)} title={msg`Support`} />;
}
