// POST /api/messages/blocks { accountId }: 204; the caller no longer receives that account's
// messages and no longer sees its conversation. Oneself → 400; unknown account → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint } from '@/lib/http/response.server';
import { blockAccount } from '@/lib/messages/blocks.server';
import { BlockSchema } from '@/lib/messages/messages.schema';

export const POST = endpoint(async ({ request, locals }) => {
  const caller = requireAccount({ locals });
  const { accountId } = await parseJson(request, BlockSchema);
  await blockAccount(caller, accountId);
  return new Response(null, { status: 204 });
});
