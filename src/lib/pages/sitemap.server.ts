// The URLs of /sitemap.xml: fixed pages, project categories, public projects, published news,
// agents and agencies (none of a blocked account: docs/product.md §6). Every page is listed in each language (`?lang=`, the URLs the pages name as
// canonical) and as its bare x-default URL, each with the hreflang alternates of all five. One file
// holds at most 50 000 URLs and 50 MB (sitemaps.org); past that /sitemap.xml becomes a sitemap
// index of /sitemap-1.xml, /sitemap-2.xml … It reads every public domain, so it sits with the page
// loaders.
import { and, between, desc, eq, lte, max } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { agencies, agents, categories, news, projects } from '@/lib/db/schema';
import { articlePath, seoDateOf } from '@/lib/news/article';
import {
  agencyPath,
  agentPath,
  AGENCIES_LIST_PATH,
  AGENTS_LIST_PATH,
} from '@/lib/accounts/seo-path';
import { categoryPath, projectPath } from '@/lib/projects/project-card';
import { publicProject } from '@/lib/projects/public-project.server';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';

import { HTML_LANG, LANGS } from '@/lib/i18n/languages';

/** The limits of one sitemap file (sitemaps.org); tests pass smaller ones. */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

export type SitemapEntry = { path: string; lastmod?: Date };

const FIXED = [
  '/',
  '/projects',
  AGENTS_LIST_PATH,
  AGENCIES_LIST_PATH,
  '/news',
  '/calculate',
  '/ai/design/estimator',
  '/about-us',
  '/contact-us',
  '/for-partners',
  '/questions',
  '/terms-and-conditions',
];

/** Everything but the projects: fixed pages, categories, news, agents and agencies (bounded). */
async function headEntries(now: Date): Promise<SitemapEntry[]> {
  const [cats, newsRows, agentRows, agencyRows] = await Promise.all([
    db()
      .select({ id: categories.id, seoUrl: categories.seoUrl })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.sortOrder, categories.id),
    db()
      .select({ seoUrl: news.seoUrl, publishedAt: news.publishedAt, updatedAt: news.updatedAt })
      .from(news)
      .where(and(eq(news.isPublished, true), lte(news.publishedAt, now)))
      .orderBy(desc(news.publishedAt))
      .limit(10_000),
    db()
      .select({ id: agents.id, seoName: agents.seoName, updatedAt: agents.updatedAt })
      .from(agents)
      .where(accountNotBlocked(agents.accountId))
      .orderBy(agents.id)
      .limit(10_000),
    db()
      .select({ id: agencies.id, seoName: agencies.seoName, updatedAt: agencies.updatedAt })
      .from(agencies)
      .where(accountNotBlocked(agencies.accountId))
      .orderBy(agencies.id)
      .limit(5_000),
  ]);
  return [
    ...FIXED.map((path) => ({ path })),
    ...cats.map((c) => ({ path: categoryPath(c) })),
    ...newsRows.map((n) => ({
      path: articlePath('news', { seoDate: seoDateOf(n.publishedAt), seoUrl: n.seoUrl }),
      lastmod: n.updatedAt,
    })),
    ...agentRows.map((a) => ({ path: agentPath(a), lastmod: a.updatedAt })),
    ...agencyRows.map((a) => ({ path: agencyPath(a), lastmod: a.updatedAt })),
  ];
}

/** Public projects, newest first; `ids`: only those with an id in the range. */
async function projectEntries(ids?: [number, number]): Promise<SitemapEntry[]> {
  const rows = await db()
    .select({ code: projects.code, seoUrl: projects.seoUrl, updatedAt: projects.updatedAt })
    .from(projects)
    .where(ids ? and(publicProject, between(projects.id, ids[0], ids[1])) : publicProject)
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((p) => ({ path: projectPath(p), lastmod: p.updatedAt }));
}

export async function sitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  // Projects, the bulk, newest first: with many of them the sitemap becomes an index of several files.
  const [head, projectRows] = await Promise.all([headEntries(now), projectEntries()]);
  return [...head, ...projectRows];
}

/**
 * Projects per numbered file of a large catalogue, by id: file k holds the public projects with ids
 * in its block, at most this many (5 URLs each: 1,250 per file, about 1 MB of XML; an index may
 * list 50,000 files). A file's cost grows with its size and its first request is what a crawler
 * waits for: files of 5,000 and 1,000 ids took 1.2–1.8 s and 0.24–0.77 s at 100,000 projects, of
 * 500 ids about 30 ms of CPU, of 250 about 15 (docs/performance.md#the-sitemap-files-at-100000-projects).
 */
export const PROJECT_ID_BLOCK = 250;

/**
 * /sitemap.xml (`part` undefined) or /sitemap-<part>.xml, reading only what that file holds. While
 * the ids stay within one block the whole sitemap is laid out as sitemapDocument does (one file
 * when it fits); past that, the index lists the files of everything but projects, then one file
 * per block of project ids, each read through the primary key. Building every URL of 100,000
 * projects for each request took seconds and over a gigabyte
 * (docs/performance.md#lists-at-100000-projects).
 */
export async function sitemapFile(
  origin: string,
  part?: number,
  now = new Date(),
): Promise<string | null> {
  const [[top], head] = await Promise.all([
    db()
      .select({ id: max(projects.id) })
      .from(projects),
    headEntries(now),
  ]);
  const blocks = Math.ceil((top?.id ?? 0) / PROJECT_ID_BLOCK);
  if (blocks <= 1) return sitemapDocument([...head, ...(await projectEntries())], origin, part);
  const headParts = sitemapParts(head, origin, SITEMAP_LIMITS);
  const count = headParts.length + blocks;
  if (part === undefined) {
    const items = Array.from({ length: count }, (_, i) => {
      const loc = xmlEscape(new URL(sitemapPartPath(i + 1), origin).toString());
      const lastmod = headParts[i]?.lastmod;
      return `<sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`;
    });
    return sitemapIndex(items);
  }
  if (!Number.isInteger(part) || part < 1 || part > count) return null;
  if (part <= headParts.length) return urlset(headParts[part - 1]!.urls);
  const block = part - headParts.length - 1;
  const entries = await projectEntries([
    block * PROJECT_ID_BLOCK + 1,
    (block + 1) * PROJECT_ID_BLOCK,
  ]);
  return urlset(entries.flatMap((e) => urlElements(e, origin)));
}

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '\n</urlset>\n';

/**
 * The `<url>` elements of one page: each language's `?lang=` URL and the bare x-default one. The
 * bare URL is parsed and escaped once; the languages' URLs add `lang` to it as text, which is what
 * setting the parameter on a copy gave, for a fraction of the cost: parsing six URLs for each page
 * was a tenth of a numbered file's CPU
 * (docs/performance.md#the-sitemap-files-at-100000-projects).
 */
function urlElements(entry: SitemapEntry, origin: string): string[] {
  const bare = xmlEscape(new URL(entry.path, origin).toString());
  // Site paths carry no query; one that did would keep it and add `lang` after it.
  const sep = bare.includes('?') ? '&amp;' : '?';
  const hrefs = [...LANGS.map((l) => `${bare}${sep}lang=${l}`), bare];
  const tags = [...LANGS.map((l) => HTML_LANG[l]), 'x-default'];
  let links = '';
  for (let i = 0; i < hrefs.length; i++)
    links += `<xhtml:link rel="alternate" hreflang="${tags[i]}" href="${hrefs[i]}"/>`;
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return hrefs.map((href) => `<url><loc>${href}</loc>${lastmod}${links}</url>`);
}

type Part = { urls: string[]; lastmod: Date | undefined };

/** Every `<url>` in order, cut into files of at most `maxUrls` URLs and `maxBytes` bytes. */
function sitemapParts(entries: SitemapEntry[], origin: string, limits: SitemapLimits): Part[] {
  const room = limits.maxBytes - Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE);
  const parts: Part[] = [];
  let current: Part = { urls: [], lastmod: undefined };
  let bytes = 0;
  for (const entry of entries) {
    for (const url of urlElements(entry, origin)) {
      const size = Buffer.byteLength(url) + 1;
      if (
        current.urls.length > 0 &&
        (current.urls.length >= limits.maxUrls || bytes + size > room)
      ) {
        parts.push(current);
        current = { urls: [], lastmod: undefined };
        bytes = 0;
      }
      current.urls.push(url);
      bytes += size;
      if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod))
        current.lastmod = entry.lastmod;
    }
  }
  if (current.urls.length > 0 || parts.length === 0) parts.push(current);
  return parts;
}

const urlset = (urls: string[]) => XML_HEAD + URLSET_OPEN + urls.join('\n') + URLSET_CLOSE;
const sitemapIndex = (items: string[]) =>
  `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;

/** The numbered file `/sitemap-<n>.xml` of a split sitemap (n from 1). */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/**
 * What /sitemap.xml (`part` undefined) or /sitemap-<part>.xml answers: one urlset while everything
 * fits one file, else an index of the numbered files; null for a part that does not exist (404).
 */
export function sitemapDocument(
  entries: SitemapEntry[],
  origin: string,
  part?: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string | null {
  const parts = sitemapParts(entries, origin, limits);
  if (part === undefined) {
    if (parts.length === 1) return urlset(parts[0]!.urls);
    const items = parts.map((p, i) => {
      const loc = xmlEscape(new URL(sitemapPartPath(i + 1), origin).toString());
      const lastmod = p.lastmod ? `<lastmod>${p.lastmod.toISOString()}</lastmod>` : '';
      return `<sitemap><loc>${loc}</loc>${lastmod}</sitemap>`;
    });
    return sitemapIndex(items);
  }
  // A single file is /sitemap.xml itself: numbered files exist only when there is an index.
  if (parts.length === 1 || !Number.isInteger(part) || part < 1 || part > parts.length) return null;
  return urlset(parts[part - 1]!.urls);
}

/** All URLs in one urlset, whatever their number (tests and tools; the routes use sitemapDocument). */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  return sitemapDocument(entries, origin, undefined, {
    maxUrls: Number.MAX_SAFE_INTEGER,
    maxBytes: Number.MAX_SAFE_INTEGER,
  })!;
}
