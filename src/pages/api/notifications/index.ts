// GET /api/notifications (paging): the caller's notifications, newest first, titles in the
// request's language, with metaData.unreadTotal (the header's bell). docs/saved-searches.md.
import { requireAccount } from '@/lib/auth/request.server';
import { langOf, parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { listNotifications, NotificationsQuerySchema } from '@/lib/notify/notifications.server';

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  const q = parseQuery(url, NotificationsQuerySchema);
  return json(await listNotifications(caller.id, q, langOf(q, locals.lang)));
});
