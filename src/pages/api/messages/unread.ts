// GET /api/messages/unread: { unreadTotal, notificationsUnread }, the header's badge and bell, for
// polling when the live stream is not available.
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint, json } from '@/lib/http/response.server';
import { unreadTotal } from '@/lib/messages/unread.server';
import { notificationUnreadTotal } from '@/lib/notify/notifications.server';

export const GET = endpoint(async ({ locals }) => {
  const caller = requireAccount({ locals });
  const [messages, bell] = await Promise.all([
    unreadTotal(caller.id),
    notificationUnreadTotal(caller.id),
  ]);
  return json({ unreadTotal: messages, notificationsUnread: bell });
});
