// A micro-cache of public pages for visitors without a session: the same URL in the same language
// renders the same HTML for every anonymous visitor, so it is rendered at most once per TTL.
// Signed-in people, writes, account/admin pages and project details (which count views) bypass it.
// PAGE_CACHE_SECONDS=0 turns it off; edits show to visitors after at most that many seconds.

import { publicOrigin } from '@/lib/platform/public-origin.server';

type Entry = { at: number; status: number; headers: [string, string][]; body: ArrayBuffer };

const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 256 * 1024;
const entries = new Map<string, Entry>();

const UNCACHED_PREFIXES = [
  '/account',
  '/admin',
  '/api/user',
  '/api/accounts',
  '/api/my-projects',
  '/api/selected-projects',
  '/project/',
  '/media/',
  '/api/projects/',
  '/api/health',
  '/api/ready',
];

export function isCacheablePath(pathname: string): boolean {
  return !UNCACHED_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * Pages link to publicOrigin(url) (canonical, hreflang, og:url): it is part of the key, so one key
 * always holds one origin, and a request's own Host header can neither pick the links stored for
 * everyone nor fill the cache with hosts of its choosing.
 */
export function cacheKey(lang: string, url: URL): string {
  return `${lang} ${publicOrigin(url)}${url.pathname}${url.search}`;
}

export function getCached(key: string, ttlMs: number, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (now - entry.at > ttlMs) {
    entries.delete(key);
    return null;
  }
  const headers = new Headers(entry.headers);
  headers.set('x-cache', 'hit');
  return new Response(entry.body.slice(0), { status: entry.status, headers });
}

/** Stores a copy of a successful HTML/JSON/XML answer that sets no cookie; returns what to send. */
export async function storeIfCacheable(
  key: string,
  res: Response,
  now = Date.now(),
): Promise<Response> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || res.headers.has('set-cookie') || !/html|json|xml/.test(type))
    return res;
  if (/no-store|private/i.test(res.headers.get('cache-control') ?? '')) return res;
  const body = await res.arrayBuffer();
  // Bounded memory: at most MAX_ENTRIES bodies of at most MAX_BODY_BYTES each.
  if (body.byteLength > MAX_BODY_BYTES)
    return new Response(body, { status: res.status, headers: res.headers });
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { at: now, status: res.status, headers: [...res.headers.entries()], body });
  return new Response(body.slice(0), { status: res.status, headers: res.headers });
}

export function clearPageCache() {
  entries.clear();
}
