// Test support: calls an endpoint the way the server would, with the session the middleware would
// read from the token (cookie or Bearer), and records the cookies the endpoint sets with their
// options, so tests can check HttpOnly, SameSite, Max-Age. Astro's context is faked here (it is
// not our code); the endpoint, the domain functions and the database are the real ones.
import type { APIContext } from 'astro';
import { readSession, type SessionAccount } from '@/lib/auth/session.server';
import { tFor } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';

type Handler = (ctx: APIContext) => Promise<Response> | Response;
export type SetCookie = { value: string; options: Record<string, unknown>; deleted: boolean };

export type ApiOptions = {
  method?: string;
  body?: unknown;
  formData?: FormData;
  token?: string | null;
  /** a `sid` cookie the browser sends (distinct from a Bearer token) */
  cookie?: string | null;
  /** other cookies the browser sends, by name */
  cookies?: Record<string, string>;
  lang?: Lang;
  ip?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  url?: string;
  /** the signed-in account as the middleware would set it, without a session row (authz tables) */
  account?: SessionAccount | null;
};

export async function api(handler: Handler, path: string, opts: ApiOptions = {}) {
  const url = new URL(path, opts.url ?? 'http://localhost:4321');
  const headers = new Headers(opts.headers ?? {});
  let body: BodyInit | undefined;
  if (opts.formData) body = opts.formData;
  else if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
  const request = new Request(url, {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const token = opts.token ?? opts.cookie ?? null;
  const session =
    opts.account !== undefined
      ? opts.account
        ? { account: opts.account, sessionId: null }
        : null
      : token
        ? await readSession(token)
        : null;
  const lang = opts.lang ?? 'uz';
  const setCookies = new Map<string, SetCookie>();
  const incoming = new Map<string, string>([
    ...Object.entries(opts.cookies ?? {}),
    ...(opts.cookie ? [['sid', opts.cookie] as const] : []),
  ]);
  const ctx = {
    url,
    request,
    params: opts.params ?? {},
    clientAddress: opts.ip ?? '127.0.0.1',
    locals: {
      lang,
      t: tFor(lang),
      account: session?.account ?? null,
      sessionId: session?.sessionId ?? null,
      sessionToken: session ? token : null,
    },
    cookies: {
      get: (k: string) => (incoming.has(k) ? { value: incoming.get(k)! } : undefined),
      has: (k: string) => incoming.has(k),
      set: (k: string, value: string, options: Record<string, unknown> = {}) =>
        void setCookies.set(k, { value, options, deleted: false }),
      delete: (k: string, options: Record<string, unknown> = {}) =>
        void setCookies.set(k, { value: '', options, deleted: true }),
    },
    redirect: (location: string, status = 302) =>
      new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
  const res = await handler(ctx);
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, whose fields the tests assert
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, cookies: setCookies };
}
