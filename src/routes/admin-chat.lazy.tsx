import { AdminChatPage } from '../features/admin/chat/AdminChatPage.tsx';
import { adminChatRoute } from './admin-chat.tsx';

// `/admin/chat/{chatId}`'s page (loaded lazily): one conversation, read and answered by the admin.
export function AdminChatRoute() {
  const { chatId } = adminChatRoute.useParams();
  return <AdminChatPage chatId={chatId} />;
}
