// DELETE /api/messages/blocks/{accountId}: 204; the block is lifted (also when there was none).
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { unblockAccount } from '@/lib/messages/blocks.server';

export const DELETE = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  await unblockAccount(caller, parseId(params.accountId));
  return new Response(null, { status: 204 });
});
