import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

// `/admin/chat/{chatId}`: one conversation, a customer's general thread (`user-{userId}`) or a
// request's (`request-{requestId}`).
export const adminChatRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/chat/$chatId',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('./admin-chat.lazy.tsx'), 'AdminChatRoute'),
});
