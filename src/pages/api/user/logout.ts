// POST /api/user/logout (docs/api.md): 204; the session is deleted on the server and the cookie cleared.
import { endpoint } from '@/lib/http/response.server';
import { clearSessionCookie } from '@/lib/auth/cookie.server';
import { deleteSession, SESSION_COOKIE } from '@/lib/auth/session.server';

export const POST = endpoint(async (ctx) => {
  const token = ctx.locals.sessionToken ?? ctx.cookies.get(SESSION_COOKIE)?.value ?? null;
  if (token) await deleteSession(token);
  clearSessionCookie(ctx);
  return new Response(null, { status: 204 });
});
