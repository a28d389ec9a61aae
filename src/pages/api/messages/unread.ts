// GET /api/messages/unread: { unreadTotal }, the header badge, for polling when the live stream
// is not available.
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint, json } from '@/lib/http/response.server';
import { unreadTotal } from '@/lib/messages/unread.server';

export const GET = endpoint(async ({ locals }) => {
  const caller = requireAccount({ locals });
  return json({ unreadTotal: await unreadTotal(caller.id) });
});
