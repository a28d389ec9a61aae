// POST /api/user/login (docs/product.md §7, docs/api.md): 200 the token as text (cookie set); 400 the text
// 'Username or password is incorrect' or 'Account is not verified' or 'Account is blocked'; 429.
import { endpoint } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { LoginSchema } from '@/lib/auth/auth.schema';
import { login } from '@/lib/auth/login.server';
import { setSessionCookie, textResponse, tokenResponse } from '@/lib/auth/cookie.server';
import { userAgentOf } from '@/lib/auth/request.server';
import { SESSION_COOKIE } from '@/lib/auth/session.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const input = await parseJson(ctx.request, LoginSchema);
  const previousToken = ctx.locals.sessionToken ?? ctx.cookies.get(SESSION_COOKIE)?.value ?? null;
  const result = await login(input, {
    ip: clientIp(ctx),
    userAgent: userAgentOf(ctx.request),
    previousToken,
  });
  if (!result.ok) return textResponse(result.text, result.status);
  setSessionCookie(ctx, result.token, result.rememberMe);
  return tokenResponse(result.token);
});
