import { msg } from '@lingui/core/macro';
import { generalChatStream, requestChatStream } from '../../machines/domain/streams.ts';
import { ChatPage } from '../features/chat/ChatPage.tsx';
import { chatRoute } from './chat.tsx';

// `/chat[?requestId=]`'s page (loaded lazily): that request's thread, else the customer's general thread.
export function ChatRoute() {
  const { user } = chatRoute.useRouteContext();
  const { requestId } = chatRoute.useSearch();
  const stream = requestId ? requestChatStream(requestId) : generalChatStream(user.id);
  return <ChatPage key={stream} stream={stream} title={msg`Chat with us`} />;
}
