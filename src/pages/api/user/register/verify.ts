// POST /api/user/register/verify { token } (docs/api.md): the e-mail link's token → the session token
// as text. A POST, never a GET: a link on another site must not sign a visitor into someone else's
// account; the link opens /account/register/verify, where the person presses a button.
import { endpoint } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { VerifyLinkSchema } from '@/lib/auth/auth.schema';
import { confirmRegistrationLink } from '@/lib/accounts/registration/confirm-registration.server';
import { setSessionCookie, tokenResponse } from '@/lib/auth/cookie.server';
import { userAgentOf } from '@/lib/auth/request.server';

export const POST = endpoint(async (ctx) => {
  const { token: linkToken } = await parseJson(ctx.request, VerifyLinkSchema);
  const { token } = await confirmRegistrationLink(linkToken, {
    userAgent: userAgentOf(ctx.request),
  });
  setSessionCookie(ctx, token, false);
  return tokenResponse(token);
});
