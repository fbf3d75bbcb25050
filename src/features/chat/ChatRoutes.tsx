import { msg } from '@lingui/core/macro';
import { generalChatStream, requestChatStream } from '../../../machines/domain/streams.ts';
import { chatRoute } from '../../routes/chat.tsx';
import { supportRoute } from '../../routes/support.tsx';
import { ChatPage } from './ChatPage.tsx';

// The customer's chat screens (loaded lazily): `/chat[?requestId=]` and `/support`.
export function ChatRoute() {
  const { user } = chatRoute.useRouteContext();
  const { requestId } = chatRoute.useSearch();
  const stream = requestId ? requestChatStream(requestId) : generalChatStream(user.id);
  return <ChatPage key={stream} stream={stream} title={msg`Chat with us`} />;
}

export function SupportRoute() {
  const { user } = supportRoute.useRouteContext();
  return <ChatPage stream={generalChatStream(user.id)} title={msg`Support`} />;
}
