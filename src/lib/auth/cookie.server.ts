// The session cookie: HttpOnly (no script can read it), SameSite=Lax, Path=/, Secure on https
// (COOKIE_SECURE=auto) or as configured. A Max-Age only with "remember me": without it the cookie
// ends with the browser, and the server-side session ends after 12 hours anyway.
import type { APIContext } from 'astro';
import { config } from '../config.server';
import { REMEMBER_MS, SESSION_COOKIE } from './session.server';

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge?: number;
};

export function isSecureRequest(
  url: URL,
  setting: 'auto' | 'true' | 'false' = config().COOKIE_SECURE,
): boolean {
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return url.protocol === 'https:';
}

export function sessionCookieOptions(
  url: URL,
  rememberMe: boolean,
  setting?: 'auto' | 'true' | 'false',
): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(url, setting),
    ...(rememberMe ? { maxAge: Math.floor(REMEMBER_MS / 1000) } : {}),
  };
}

type Ctx = Pick<APIContext, 'cookies' | 'url'>;

export function setSessionCookie(ctx: Ctx, token: string, rememberMe: boolean) {
  ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.url, rememberMe));
}

export function clearSessionCookie(ctx: Ctx) {
  const { maxAge: _drop, ...opts } = sessionCookieOptions(ctx.url, false);
  ctx.cookies.delete(SESSION_COOKIE, opts);
}

/** The token answered as text (spec: login answers the token as text), never cached. */
export function tokenResponse(token: string, status = 200): Response {
  return new Response(token, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function textResponse(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
