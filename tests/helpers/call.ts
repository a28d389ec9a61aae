// Calls an Astro endpoint handler the way the server does, with the locals the middleware would
// set. For tests of API shapes and status codes without an HTTP server.
import type { APIContext } from 'astro';
import type { SessionAccount } from '../../src/lib/auth/session.server';
import { tFor } from '../../src/lib/i18n/i18n';
import type { Lang } from '../../src/lib/i18n/languages';

type Handler = (ctx: APIContext) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  lang?: Lang;
  account?: SessionAccount | null;
  token?: string | null;
  clientAddress?: string;
};

export async function call(handler: Handler, path: string, opts: CallOptions = {}) {
  const url = new URL(path, 'http://localhost:4321');
  const headers = new Headers(opts.headers ?? {});
  let body: BodyInit | undefined;
  if (opts.formData) body = opts.formData;
  else if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(url, { method: opts.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
  const lang = opts.lang ?? 'uz';
  const cookieJar = new Map<string, string>();
  const ctx = {
    url, request, params: opts.params ?? {}, clientAddress: opts.clientAddress ?? '127.0.0.1',
    locals: {
      lang, t: tFor(lang), account: opts.account ?? null, sessionId: null, sessionToken: opts.token ?? null,
    },
    cookies: {
      get: (k: string) => (cookieJar.has(k) ? { value: cookieJar.get(k)! } : undefined),
      set: (k: string, v: string) => void cookieJar.set(k, v),
      delete: (k: string) => void cookieJar.delete(k),
      has: (k: string) => cookieJar.has(k),
    },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
  const res = await handler(ctx);
  const text = await res.text();
  let json: unknown;
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, headers: res.headers, text, json: json as any, cookies: cookieJar };
}
