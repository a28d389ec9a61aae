// The URLs of /sitemap.xml: fixed pages, project categories, active projects, published news,
// agents and agencies. One file holds at most 50 000 URLs (sitemaps.org): projects, the bulk,
// are cut first, newest kept. It reads every public domain, so it sits with the page loaders.
import { and, desc, eq, lte } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { agencies, agents, categories, news, projects } from '@/lib/db/schema';
import { articlePath, seoDateOf } from '@/lib/news/article';
import {
  agencyPath,
  agentPath,
  AGENCIES_LIST_PATH,
  AGENTS_LIST_PATH,
} from '@/lib/professionals/seo-path';
import { categoryPath, projectPath } from '@/lib/projects/project-card';

const SITEMAP_MAX_URLS = 50_000;

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

export async function sitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
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
      .orderBy(agents.id)
      .limit(10_000),
    db()
      .select({ id: agencies.id, seoName: agencies.seoName, updatedAt: agencies.updatedAt })
      .from(agencies)
      .orderBy(agencies.id)
      .limit(5_000),
  ]);
  const head: SitemapEntry[] = [
    ...FIXED.map((path) => ({ path })),
    ...cats.map((c) => ({ path: categoryPath(c) })),
    ...newsRows.map((n) => ({
      path: articlePath('news', { seoDate: seoDateOf(n.publishedAt), seoUrl: n.seoUrl }),
      lastmod: n.updatedAt,
    })),
    ...agentRows.map((a) => ({ path: agentPath(a), lastmod: a.updatedAt })),
    ...agencyRows.map((a) => ({ path: agencyPath(a), lastmod: a.updatedAt })),
  ];
  const room = Math.max(0, SITEMAP_MAX_URLS - head.length);
  const projectRows =
    room === 0
      ? []
      : await db()
          .select({ code: projects.code, seoUrl: projects.seoUrl, updatedAt: projects.updatedAt })
          .from(projects)
          .where(eq(projects.isActive, true))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(room);
  return [...head, ...projectRows.map((p) => ({ path: projectPath(p), lastmod: p.updatedAt }))];
}

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((e) => {
    const loc = xmlEscape(new URL(e.path, origin).toString());
    return e.lastmod
      ? `<url><loc>${loc}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`
      : `<url><loc>${loc}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
