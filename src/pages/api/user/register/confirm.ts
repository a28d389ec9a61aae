// POST /api/user/register/confirm (docs/api.md): the token as text, signed in (cookie set); 400 wrong_code,
// 400 attempt_required without the registration's attemptToken (body or cookie), 409 user_exists
// when the number or address already had an active account.
import { endpoint } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { ConfirmRegistrationSchema } from '@/lib/auth/auth.schema';
import { confirmRegistration } from '@/lib/accounts/registration/confirm-registration.server';
import { setSessionCookie, tokenResponse } from '@/lib/auth/cookie.server';
import { userAgentOf } from '@/lib/auth/request.server';
import { attemptOf } from '@/lib/accounts/registration/registration-attempt.server';

export const POST = endpoint(async (ctx) => {
  const { username, code, attemptToken } = await parseJson(ctx.request, ConfirmRegistrationSchema);
  const { token } = await confirmRegistration(username, code, {
    userAgent: userAgentOf(ctx.request),
    attempt: attemptOf(ctx, attemptToken),
  });
  setSessionCookie(ctx, token, false);
  return tokenResponse(token);
});
