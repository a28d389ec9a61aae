// POST /api/user/change-password (docs/api.md): 204; the other sessions of the account end.
import { endpoint } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { ChangePasswordSchema } from '@/lib/auth/auth.schema';
import { changePassword } from '@/lib/auth/change-password.server';
import { requireAccount } from '@/lib/auth/request.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const input = await parseJson(ctx.request, ChangePasswordSchema);
  await changePassword({ accountId: account.id, sessionId: ctx.locals.sessionId, ...input });
  return new Response(null, { status: 204 });
});
