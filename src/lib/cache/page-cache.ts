// A micro-cache of public pages for visitors without a session: the same URL in the same language
// renders the same HTML for every anonymous visitor, so it is rendered at most once per TTL.
// Signed-in people, writes, and pages behind the route guard (account, admin) bypass it. A project
// page is cached too: its view is counted by the middleware after the page, from what the page
// noted (`PageNotes`), which an entry keeps so that a page served from here counts as well.
// PAGE_CACHE_SECONDS=0 turns it off; edits show to visitors after at most that many seconds.
// docs/decisions/008-page-cache.md, 027-one-cache.md.

import { publicOrigin } from '@/lib/platform/public-origin.server';
import { guardFor } from '@/lib/platform/routes';

/** What a render noted for the middleware to do on every serving of the page (a project's view). */
export type PageNotes = { projectViewed?: { id: number; ownerAccountId: number } | undefined };

type Entry = {
  at: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  notes: PageNotes;
};

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
  '/media/',
  '/api/projects/',
  '/api/health',
  '/api/ready',
  // The unsubscribe link's page answers for one token and the search's state now.
  '/saved-searches/',
];

export function isCacheablePath(pathname: string): boolean {
  // A guarded page (creating a project…) is answered by the guard, which this path skips.
  return !UNCACHED_PREFIXES.some((p) => pathname.startsWith(p)) && guardFor(pathname) === 'public';
}

/**
 * Pages link to publicOrigin(url) (canonical, hreflang, og:url): it is part of the key, so one key
 * always holds one origin, and a request's own Host header can neither pick the links stored for
 * everyone nor fill the cache with hosts of its choosing.
 */
export function cacheKey(lang: string, url: URL): string {
  return `${lang} ${publicOrigin(url)}${url.pathname}${url.search}`;
}

/** A kept page (a fresh copy of its answer) and what its render noted; null when none is fresh. */
export function getCachedPage(
  key: string,
  ttlMs: number,
  now = Date.now(),
): { response: Response; notes: PageNotes } | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (now - entry.at > ttlMs) {
    entries.delete(key);
    return null;
  }
  const headers = new Headers(entry.headers);
  headers.set('x-cache', 'hit');
  const response = new Response(entry.body.slice(0), { status: entry.status, headers });
  return { response, notes: entry.notes };
}

export function getCached(key: string, ttlMs: number, now = Date.now()): Response | null {
  return getCachedPage(key, ttlMs, now)?.response ?? null;
}

/** Stores a copy of a successful HTML/JSON/XML answer that sets no cookie; returns what to send. */
export async function storeIfCacheable(
  key: string,
  res: Response,
  now = Date.now(),
  notes: PageNotes = {},
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
  const headers = [...res.headers.entries()];
  entries.set(key, { at: now, status: res.status, headers, body, notes });
  return new Response(body.slice(0), { status: res.status, headers: res.headers });
}

/** A render for the page cache: the answer, what it noted, and whether it may be kept (no cookie). */
export type Rendered = { response: Response; notes: PageNotes; storable: boolean };

/**
 * An anonymous visitor's page: the kept copy while fresh, else `render()`'s answer (kept if it may
 * be). `served(notes)` runs for either — what a render noted (a project's view) happens on every
 * serving, so a page served from here counts like one rendered.
 */
export async function servePublicPage(
  key: string,
  ttlMs: number,
  render: () => Promise<Rendered>,
  served: (notes: PageNotes) => void,
  now = Date.now(),
): Promise<Response> {
  const hit = getCachedPage(key, ttlMs, now);
  if (hit) {
    served(hit.notes);
    return hit.response;
  }
  const { response, notes, storable } = await render();
  served(notes);
  return storable ? storeIfCacheable(key, response, now, notes) : response;
}

export function clearPageCache() {
  entries.clear();
}
