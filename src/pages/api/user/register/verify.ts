// GET /api/user/register/verify?token= (docs/api.md): the e-mail link's token → the session token as text.
import { endpoint } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { VerifyLinkSchema } from '@/lib/auth/auth.schema';
import { confirmRegistrationLink } from '@/lib/auth/confirm-registration.server';
import { setSessionCookie, tokenResponse } from '@/lib/auth/cookie.server';
import { userAgentOf } from '@/lib/auth/request.server';

export const GET = endpoint(async (ctx) => {
  const { token: linkToken } = parseQuery(ctx.url, VerifyLinkSchema);
  const { token } = await confirmRegistrationLink(linkToken, {
    userAgent: userAgentOf(ctx.request),
  });
  setSessionCookie(ctx, token, false);
  return tokenResponse(token);
});
