// Test support: the part of Astro's page context a page loader reads (`Astro` itself in the page),
// with the session the middleware would have set. Astro's context is faked here (it is not our
// code); the loader, the domain functions and the database are the real ones.
import type { AstroGlobal } from 'astro';
import type { SessionAccount } from '@/lib/auth/session.server';
import { tFor } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';

export type PageContext = Pick<
  AstroGlobal,
  'params' | 'url' | 'request' | 'locals' | 'response' | 'clientAddress'
>;

export function pageContext(
  path: string,
  opts: {
    params?: Record<string, string>;
    lang?: Lang;
    account?: SessionAccount | null;
    /** a plain form post (urlencoded), as a page's own form sends it */
    form?: Record<string, string>;
    ip?: string;
  } = {},
): PageContext {
  const url = new URL(path, 'http://localhost:4321');
  const request = new Request(url, {
    method: opts.form ? 'POST' : 'GET',
    headers: {
      'user-agent': 'Mozilla/5.0 test',
      ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(opts.form ? { body: new URLSearchParams(opts.form).toString() } : {}),
  });
  const lang = opts.lang ?? 'uz';
  return {
    url,
    request,
    params: opts.params ?? {},
    clientAddress: opts.ip ?? '127.0.0.1',
    locals: {
      lang,
      t: tFor(lang),
      account: opts.account ?? null,
      sessionId: null,
      sessionToken: null,
      writeClock: 0,
    },
    response: { status: 200, statusText: 'OK', headers: new Headers() },
  } as PageContext;
}
