// POST /api/user/reset-password (docs/api.md): 204; every session of the account ends; 400 same_password.
import { endpoint } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { ResetPasswordSchema } from '@/lib/auth/auth.schema';
import { clearSessionCookie } from '@/lib/auth/cookie.server';
import { resetPassword } from '@/lib/auth/password-reset.server';

export const POST = endpoint(async (ctx) => {
  const { resetToken, password } = await parseJson(ctx.request, ResetPasswordSchema);
  await resetPassword(resetToken, password);
  clearSessionCookie(ctx); // whatever session this browser had is gone too: sign in again
  return new Response(null, { status: 204 });
});
