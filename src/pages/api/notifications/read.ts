// POST /api/notifications/read { ids? }: marks the caller's given notifications read (all of them
// without ids); answers the unread total after. Others' ids are ignored.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint, json } from '@/lib/http/response.server';
import { markNotificationsRead, MarkReadSchema } from '@/lib/notify/notifications.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const { ids } = await parseJson(ctx.request, MarkReadSchema);
  return json({ unreadTotal: await markNotificationsRead(caller.id, ids) });
});
