// The session cookie: HttpOnly (no script can read it), SameSite=Lax, Path=/, Secure on https
// (COOKIE_SECURE=auto: the client's protocol, which behind a proxy only TRUST_PROXY lets us know)
// or as configured. A Max-Age only with "remember me": without it the cookie
// ends with the browser, and the server-side session ends after 12 hours anyway.
import type { APIContext } from 'astro';
import { config } from '../config.server';
import { requestClient } from '@/lib/platform/request-client.server';
import { REMEMBER_MS, SESSION_COOKIE } from './session.server';

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge?: number;
};

type Protocol = 'http' | 'https';

export function isSecureProtocol(
  protocol: Protocol,
  setting: 'auto' | 'true' | 'false' = config().COOKIE_SECURE,
): boolean {
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return protocol === 'https';
}

type ClientCtx = Pick<APIContext, 'locals' | 'request' | 'clientAddress'>;

/** Whether cookies set in answer to this request get `Secure`. */
export function isSecureRequest(ctx: ClientCtx): boolean {
  return isSecureProtocol(requestClient(ctx).protocol);
}

export function sessionCookieOptions(
  protocol: Protocol,
  rememberMe: boolean,
  setting?: 'auto' | 'true' | 'false',
): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureProtocol(protocol, setting),
    ...(rememberMe ? { maxAge: Math.floor(REMEMBER_MS / 1000) } : {}),
  };
}

type Ctx = Pick<APIContext, 'cookies'> & ClientCtx;

export function setSessionCookie(ctx: Ctx, token: string, rememberMe: boolean) {
  const protocol = requestClient(ctx).protocol;
  ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(protocol, rememberMe));
}

export function clearSessionCookie(ctx: Ctx) {
  const { maxAge: _drop, ...opts } = sessionCookieOptions(requestClient(ctx).protocol, false);
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
