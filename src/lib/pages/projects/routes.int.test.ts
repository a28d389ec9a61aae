// URLs of the catalog pages: canonical category paths (301), the filter form's CategoryId and empty
// fields (302 to the tidy URL), 404 for non-numbers; project pages' slug redirects; the sitemap.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { resolveCatalogRoute } from './list-route.server';
import { resolveProjectPage } from './detail-page.server';
import {
  PROJECT_ID_BLOCK,
  sitemapDocument,
  sitemapEntries,
  sitemapFile,
  sitemapXml,
} from '@/lib/pages/sitemap.server';

type Cat = typeof categories.$inferSelect;
let child: Cat, parent: Cat;
const url = (s: string) => new URL(s, 'http://localhost');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The request's locals, where the page notes the project it showed (the middleware counts it). */
const visitor = {};

beforeAll(async () => {
  [child] = (await db()
    .select()
    .from(categories)
    .where(ne(categories.parentId, 0))
    .orderBy(asc(categories.id))
    .limit(1)) as [Cat];
  [parent] = (await db().select().from(categories).where(eq(categories.id, child.parentId))) as [
    Cat,
  ];
});

describe('resolveCatalogRoute', () => {
  it('lists /projects with clean filters', async () => {
    const route = await resolveCatalogRoute(
      undefined,
      url('/projects?Status=rent&Sort=priceAsc&PageNumber=2'),
      'uz',
    );
    expect(route).toMatchObject({
      kind: 'list',
      category: null,
      path: '/projects',
      filters: { Status: 'rent', Sort: 'priceAsc', PageNumber: 2, PageSize: 12 },
    });
  });

  it('lists a category page and puts its id in the filters', async () => {
    const route = await resolveCatalogRoute(
      `${child.seoUrl}~${child.id}`,
      url(`/projects/${child.seoUrl}~${child.id}`),
      'ru',
    );
    expect(route.kind).toBe('list');
    if (route.kind === 'list') {
      expect(route.filters.CategoryId).toBe(child.id);
      expect(route.category?.parent?.id).toBe(parent.id);
    }
  });

  it('301s a wrong category name to the canonical one, keeping filters and ?lang', async () => {
    const route = await resolveCatalogRoute(
      `old-name~${child.id}`,
      url(`/projects/old-name~${child.id}?Status=sale&lang=ru`),
      'uz',
    );
    expect(route).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/projects/${child.seoUrl}~${child.id}?Status=sale&lang=ru`,
    });
    const empty = await resolveCatalogRoute(`~${child.id}`, url(`/projects/~${child.id}`), 'uz');
    expect(empty).toMatchObject({ kind: 'redirect', status: 301 });
  });

  it.each(['abc', 'name~abc', 'name~', 'name~0', 'name~99999999999', 'name~999999'])(
    '404s %s',
    async (slug) => {
      expect((await resolveCatalogRoute(slug, url(`/projects/${slug}`), 'uz')).kind).toBe(
        'notFound',
      );
    },
  );

  it('302s a CategoryId from the form to the category path, "all" back to /projects', async () => {
    expect(
      await resolveCatalogRoute(
        undefined,
        url(`/projects?CategoryId=${child.id}&Status=rent&PageNumber=3`),
        'uz',
      ),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/projects/${child.seoUrl}~${child.id}?Status=rent`,
    });
    expect(
      await resolveCatalogRoute(
        `${child.seoUrl}~${child.id}`,
        url(`/projects/${child.seoUrl}~${child.id}?CategoryId=&Style=modern`),
        'uz',
      ),
    ).toEqual({ kind: 'redirect', status: 302, location: '/projects?Style=modern' });
    expect(
      await resolveCatalogRoute(
        `${child.seoUrl}~${child.id}`,
        url(`/projects/${child.seoUrl}~${child.id}?CategoryId=${child.id}&Style=modern`),
        'uz',
      ),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/projects/${child.seoUrl}~${child.id}?Style=modern`,
    });
  });

  it('302s a plain form submission with empty fields and bad values to the tidy URL', async () => {
    const route = await resolveCatalogRoute(
      undefined,
      url(
        '/projects?Search=uy&Status=&PriceMin=&Storeys=ten&Sort=all&HasGarage=true&utm_source=tg',
      ),
      'uz',
    );
    expect(route).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/projects?Search=uy&HasGarage=true',
    });
    expect(
      (await resolveCatalogRoute(undefined, url('/projects?Search=uy&utm_source=tg'), 'uz')).kind,
    ).toBe('list');
  });
});

describe('resolveProjectPage', () => {
  it('301s a wrong slug to the canonical URL and 404s unknown or hidden projects', async () => {
    const owner = await makeReadAccount();
    const project = await makeProject({ ownerAccountId: owner.id, title: 'Yashil uy' });
    const page = await resolveProjectPage(
      { code: project.code, slug: 'yashil-uy', reviewsPage: 1, search: '' },
      null,
      visitor,
      'uz',
    );
    expect(page.kind).toBe('page');
    expect(
      await resolveProjectPage(
        { code: project.code, slug: 'eski-nom', reviewsPage: 1, search: '?x=1' },
        null,
        visitor,
        'uz',
      ),
    ).toEqual({ kind: 'redirect', location: `/project/details/${project.code}/yashil-uy?x=1` });
    expect(
      (
        await resolveProjectPage(
          { code: '1', slug: 'x', reviewsPage: 1, search: '' },
          null,
          visitor,
          'uz',
        )
      ).kind,
    ).toBe('notFound');
    expect(
      (
        await resolveProjectPage(
          { code: '../etc', slug: 'x', reviewsPage: 1, search: '' },
          null,
          visitor,
          'uz',
        )
      ).kind,
    ).toBe('notFound');
    const hidden = await makeProject({ ownerAccountId: owner.id, isActive: false });
    expect(
      (
        await resolveProjectPage(
          { code: hidden.code, slug: hidden.seoUrl, reviewsPage: 1, search: '' },
          null,
          visitor,
          'uz',
        )
      ).kind,
    ).toBe('notFound');
    expect(
      (
        await resolveProjectPage(
          { code: hidden.code, slug: hidden.seoUrl, reviewsPage: 1, search: '' },
          owner,
          visitor,
          'uz',
        )
      ).kind,
    ).toBe('page');
  });
});

describe('sitemap', () => {
  it('lists active projects and categories as absolute URLs, not inactive ones', async () => {
    const active = await makeProject({ title: 'Sitemap uyi' });
    const hidden = await makeProject({ isActive: false });
    const xml = sitemapXml(await sitemapEntries(), 'https://quruvchi.uz');
    expect(xml).toContain(
      `<loc>https://quruvchi.uz/project/details/${active.code}/sitemap-uyi</loc>`,
    );
    expect(xml).not.toContain(`/project/details/${hidden.code}/`);
    expect(xml).toContain(`<loc>https://quruvchi.uz/projects/${child.seoUrl}~${child.id}</loc>`);
    expect(xml).toMatch(/<loc>https:\/\/quruvchi\.uz\/<\/loc>/);
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('lists every language of a page with the same hreflang alternates', async () => {
    const p = await makeProject({ title: 'Tillar uyi' });
    const xml = sitemapXml(await sitemapEntries(), 'https://quruvchi.uz');
    const base = `https://quruvchi.uz/project/details/${p.code}/tillar-uyi`;
    const links =
      `<xhtml:link rel="alternate" hreflang="uz-Latn" href="${base}?lang=uz"/>` +
      `<xhtml:link rel="alternate" hreflang="uz-Cyrl" href="${base}?lang=oz"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${base}?lang=ru"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${base}?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}"/>`;
    for (const loc of ['?lang=uz', '?lang=oz', '?lang=ru', '?lang=en', ''])
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${escapeRe(base + loc)}</loc><lastmod>[^<]+</lastmod>${escapeRe(links)}</url>`,
        ),
      );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('becomes an index of numbered files past one file’s limit, each URL in exactly one', async () => {
    const entries = await sitemapEntries();
    const origin = 'https://quruvchi.uz';
    const limits = { maxUrls: 40, maxBytes: 50 * 1024 * 1024 };
    const total = entries.length * 5;
    const expected = Math.ceil(total / 40);
    expect(expected).toBeGreaterThan(2);
    const index = sitemapDocument(entries, origin, undefined, limits)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual(
      Array.from({ length: expected }, (_, i) => `${origin}/sitemap-${i + 1}.xml`),
    );
    const seen: string[] = [];
    for (let n = 1; n <= expected; n++) {
      const part = sitemapDocument(entries, origin, n, limits)!;
      const locs = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(40);
      seen.push(...locs);
    }
    expect(seen).toEqual(
      [...sitemapXml(entries, origin).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    );
    expect(sitemapDocument(entries, origin, expected + 1, limits)).toBeNull();
    // A byte limit splits too; one file alone has no numbered parts.
    expect(
      sitemapDocument(entries, origin, undefined, { maxUrls: 50_000, maxBytes: 20_000 }),
    ).toContain('<sitemapindex');
    expect(sitemapDocument(entries, origin, 1)).toBeNull();
    expect(sitemapDocument(entries, origin)).toContain('<urlset');
  });

  it('past one block of ids, reads each numbered file alone: every URL in exactly one', async () => {
    const origin = 'https://quruvchi.uz';
    const all = [...sitemapXml(await sitemapEntries(), origin).matchAll(/<loc>([^<]+)<\/loc>/g)];
    const far = await makeProject({ id: 2 * PROJECT_ID_BLOCK + 7, title: 'Uzoq uyi' });
    const index = (await sitemapFile(origin))!;
    expect(index).toContain('<sitemapindex');
    const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const seen: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      expect(parts[n - 1]).toBe(`${origin}/sitemap-${n}.xml`);
      const xml = (await sitemapFile(origin, n))!;
      seen.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    const farUrl = `${origin}/project/details/${far.code}/uzoq-uyi`;
    expect(seen.filter((u) => u === farUrl)).toHaveLength(1);
    expect(seen.sort()).toEqual(
      [
        ...all.map((m) => m[1]!),
        farUrl,
        ...['uz', 'oz', 'ru', 'en'].map((l) => `${farUrl}?lang=${l}`),
      ].sort(),
    );
    expect(await sitemapFile(origin, parts.length + 1)).toBeNull();
  });
});
