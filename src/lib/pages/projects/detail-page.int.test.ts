// The project page's loader on a real database: what it returns for the template (meta, JSON-LD,
// the islands' props and texts, the reviews section), where it sends the browser (404, the 301 to
// the canonical URL, the review form's 303s) and the form's errors when a post fails.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { pageContext } from '@tests/helpers/page-context';
import { tFor } from '@/lib/i18n/i18n';
import { formatSom } from '@/lib/i18n/format';
import { listReviews, upsertMyReview } from '@/lib/projects/reviews/reviews.server';
import { db } from '@/lib/db/client.server';
import { accounts, reviews } from '@/lib/db/schema';
import { eq, sql } from 'drizzle-orm';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { selectProject } from '@/lib/projects/selected/selected.server';
import type { TextKey } from '@/lib/i18n/island-texts';
import { islandPropFill } from '@/lib/cache/markup-holes';
import { loadProjectPage, resolveProjectPage, type ProjectPage } from './detail-page.server';

const texts = {
  actions: ['projects:detail.save', 'toasts:linkCopied'] as TextKey[],
  reviewForm: ['projects:reviews.write', 'errors:required'] as TextKey[],
  admin: ['adminDash:'] as TextKey[],
};
type Made = Awaited<ReturnType<typeof makeProject>>;
const pathOf = (p: Made) => `/project/details/${p.code}/${p.seoUrl}`;
const paramsOf = (p: Made) => ({ code: p.code, slug: p.seoUrl });

function viewOf(page: ProjectPage) {
  if (page.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(page)}`);
  return page.view;
}

// Before any statement is prepared: a prepared statement keeps the logger of its first run.
beforeAll(() => installQueryCounter(db()));

describe('loadProjectPage', () => {
  it('returns the meta, the JSON-LD and the islands’ props of an anonymous visit', async () => {
    const project = await makeProject({
      title: 'Qizil uy',
      price: 250_000_000,
      isNegotiable: true,
      description: 'Birinchi qism.\n\nIkkinchi   qism.',
      address: 'Navoiy 5',
    });
    const view = viewOf(
      await loadProjectPage(pageContext(pathOf(project), { params: paramsOf(project) }), texts),
    );
    const t = tFor('uz');
    const price = formatSom(250_000_000, 'uz');
    expect(view.meta).toMatchObject({
      title: 'Qizil uy',
      canonicalPath: pathOf(project),
      noindex: false,
    });
    expect(view.meta.description).toMatch(
      new RegExp(
        `^${price.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${t('projects:negotiable')}\\)\\. `,
      ),
    );
    expect(view.meta.description).toContain('Navoiy 5');
    expect(view.meta.description).toContain('Birinchi qism. Ikkinchi qism.');
    expect(view.meta.image).toMatch(/^\/media\//);
    expect(view.imageAlt).toBe('Qizil uy');
    expect(view.price).toEqual({ text: price, negotiable: true });
    expect(view.paragraphs).toEqual(['Birinchi qism.', 'Ikkinchi   qism.']);

    const [product, crumbs] = view.meta.jsonLd as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD is open JSON; the test reads its fields
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Qizil uy',
      sku: project.code,
      url: `http://localhost:4321${pathOf(project)}`,
      inLanguage: 'uz-Latn',
      offers: { '@type': 'Offer', priceCurrency: 'UZS' },
    });
    // Negotiable: no fixed price in the offer.
    expect(product!.offers.price).toBeUndefined();
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: 'Qizil uy' });

    const login = `/account/login?next=${encodeURIComponent(pathOf(project))}`;
    expect(view.actions).toMatchObject({
      projectId: project.id,
      signedIn: false,
      isSelected: false,
      loginHref: login,
      url: `http://localhost:4321${pathOf(project)}`,
      title: 'Qizil uy',
    });
    // Only the texts the island names.
    expect(Object.keys(view.actions.i18n.resources).sort()).toEqual(['projects', 'toasts']);
    expect(view.moderation).toBeNull();
    expect(view.reviews).toMatchObject({
      count: 0,
      form: null,
      empty: true,
      others: [],
      adminI18n: null,
      moreHref: null,
      signInHref: `/account/login?next=${encodeURIComponent(pathOf(project) + '#reviews')}`,
    });
  });

  it('answers not found for an unknown code and 301 for an old slug, keeping the query', async () => {
    const project = await makeProject({ title: 'Ko‘k uy' });
    expect(
      await loadProjectPage(
        pageContext('/project/details/1/x', { params: { code: '1', slug: 'x' } }),
        texts,
      ),
    ).toEqual({ kind: 'notFound' });
    expect(
      await loadProjectPage(
        pageContext(`/project/details/${project.code}/eski?lang=ru`, {
          params: { code: project.code, slug: 'eski' },
        }),
        texts,
      ),
    ).toEqual({ kind: 'redirect', location: `${pathOf(project)}?lang=ru`, status: 301 });
  });

  it('gives a signed-in viewer the review form with their review, and the others in the list', async () => {
    const project = await makeProject();
    const [me, other] = await Promise.all([makeReadAccount(), makeReadAccount()]);
    await upsertMyReview(project.id, other, 'Juda yaxshi loyiha', 5);
    await upsertMyReview(project.id, me, 'Menga yoqdi', 4);
    const view = viewOf(
      await loadProjectPage(
        pageContext(pathOf(project), { params: paramsOf(project), account: me, lang: 'oz' }),
        texts,
      ),
    );
    expect(view.actions.signedIn).toBe(true);
    expect(view.reviews.count).toBe(2);
    expect(view.reviews.empty).toBe(false);
    expect(view.reviews.form).toMatchObject({
      projectId: project.id,
      fullName: me.fullName,
      count: 2,
      posted: null,
      // As typed in the form; shown in the reader's (Cyrillic) script.
      mine: { text: 'Menga yoqdi', shown: 'Менга ёқди', rating: 4 },
    });
    expect(view.reviews.others).toHaveLength(1);
    expect(view.reviews.others[0]!.text).toBe('Жуда яхши лойиҳа');
    expect(view.reviews.listCacheKey).toBe(`reviews:oz:${view.reviews.others[0]!.id}`);
    // A reviewer's body is theirs (the form shows their review): rendered in place.
    expect(view.bodyCacheKey).toBeNull();
    expect(view.bodyFills).toEqual([]);
  });

  it('takes the review form’s plain post: 303 when saved, the errors when not, login when signed out', async () => {
    const project = await makeProject();
    const me = await makeReadAccount();
    const post = (form: Record<string, string>, account: typeof me | null) =>
      pageContext(pathOf(project), { params: paramsOf(project), account, form });

    expect(await loadProjectPage(post({ text: 'Yaxshi', rating: '5' }, null), texts)).toEqual({
      kind: 'redirect',
      location: `/account/login?next=${encodeURIComponent(pathOf(project) + '#reviews')}`,
      status: 303,
    });
    expect(await loadProjectPage(post({ text: 'Yaxshi', rating: '5' }, me), texts)).toEqual({
      kind: 'redirect',
      location: `${pathOf(project)}?toast=reviewCreated#reviews`,
      status: 303,
    });
    expect(await loadProjectPage(post({ text: 'Zo‘r', rating: '' }, me), texts)).toEqual({
      kind: 'redirect',
      location: `${pathOf(project)}?toast=updated#reviews`,
      status: 303,
    });
    const failed = post({ text: 'x', rating: '' }, me);
    const view = viewOf(await loadProjectPage(failed, texts));
    expect(failed.response.status).toBe(400);
    expect(view.reviews.form?.posted).toMatchObject({ status: 400, values: { text: 'x' } });
    expect(view.reviews.form?.posted?.fields?.text).toBeTruthy();
    expect(view.bodyCacheKey).toBeNull();
  });

  it('gives an Admin the moderation props and an uncached review list; noindex when inactive', async () => {
    const [admin, owner] = await Promise.all([
      makeReadAccount({ role: 'Admin' }),
      makeReadAccount(),
    ]);
    const project = await makeProject({ ownerAccountId: owner.id, isActive: false });
    await upsertMyReview(project.id, owner, 'Yaxshi ish', null);
    const view = viewOf(
      await loadProjectPage(
        pageContext(pathOf(project), { params: paramsOf(project), account: admin }),
        texts,
      ),
    );
    expect(view.meta.noindex).toBe(true);
    expect(view.moderation).toMatchObject({
      projectId: project.id,
      isActive: false,
      isFeatured: false,
    });
    expect(view.reviews.adminI18n).not.toBeNull();
    expect(view.reviews.listCacheKey).toBeNull();
    expect(view.bodyCacheKey).toBeNull();
  });

  it('keeps what every visitor sees, never a viewer’s: saved, manage and who may see it stay theirs', async () => {
    const [owner, saver, reader] = await Promise.all([
      makeReadAccount(),
      makeReadAccount({ fullName: `Saqlovchi "Ёқ" <b>&amp; ${Date.now()}` }),
      makeReadAccount(),
    ]);
    const hidden = await makeProject({ ownerAccountId: owner.id, isActive: false });
    const shown = await makeProject({ ownerAccountId: owner.id });
    await selectProject(saver, shown.id);
    const load = (p: Made, account: typeof owner | null) =>
      loadProjectPage(pageContext(pathOf(p), { params: paramsOf(p), account }), texts);

    // The owner opens the inactive project first: what is kept of it lets no one else in.
    expect(viewOf(await load(hidden, owner)).project.canManage).toBe(true);
    expect(await load(hidden, null)).toEqual({ kind: 'notFound' });
    expect(await load(hidden, saver)).toEqual({ kind: 'notFound' });

    const saved = viewOf(await load(shown, saver));
    expect(saved.actions.isSelected).toBe(true);
    expect(saved.project).toMatchObject({ isSelected: true, canManage: false });
    const mine = viewOf(await load(shown, owner));
    expect(mine.actions.isSelected).toBe(false);
    expect(mine.project).toMatchObject({ isSelected: false, canManage: true });
    const anonymous = viewOf(await load(shown, null));
    expect(anonymous.project).toMatchObject({ isSelected: false, canManage: false });
    // The body is kept for visitors who are not signed in, per page of reviews and toast; for the
    // signed-in ones who neither manage the project nor reviewed it, per saved state, with their
    // name left out of the view and put in per request.
    const body = `project:${shown.id}:uz:body:1::http://localhost:4321`;
    expect(anonymous.bodyCacheKey).toBe(body);
    expect(anonymous.bodyFills).toEqual([]);
    expect(saved.bodyCacheKey).toBe(`${body}:signed-in:saved`);
    const read = viewOf(await load(shown, reader));
    expect(read.bodyCacheKey).toBe(`${body}:signed-in:not-saved`);
    for (const [view, account, mark] of [
      [saved, saver, 'Saqlovchi'],
      [read, reader, reader.fullName],
    ] as const) {
      const { bodyFills, ...kept } = view;
      expect(JSON.stringify(kept)).not.toContain(mark);
      expect(bodyFills).toEqual([islandPropFill(view.reviews.form!.fullName, account.fullName)]);
    }
    // The owner's body has the manage link and no "write a message": theirs, rendered in place.
    expect(mine.bodyCacheKey).toBeNull();
    expect(
      viewOf(
        await loadProjectPage(
          pageContext(`${pathOf(shown)}?toast=updated&ReviewsPage=2`, { params: paramsOf(shown) }),
          texts,
        ),
      ).bodyCacheKey,
    ).toBe(`project:${shown.id}:uz:body:2:updated:http://localhost:4321`);
  });

  it('reads the first page of reviews with the project, as they are read alone', async () => {
    const project = await makeProject();
    const authors = await Promise.all(Array.from({ length: 12 }, () => makeReadAccount()));
    for (const [i, a] of authors.entries()) await upsertMyReview(project.id, a, `Sharh ${i}`, 5);
    // Distinct times, two alike (the id decides), one with microseconds; one author blocked.
    await db()
      .update(reviews)
      .set({ createdAt: sql`now() - (${reviews.id} % 7) * interval '1 hour 0.000123 second'` })
      .where(eq(reviews.projectId, project.id));
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, authors[3]!.id));
    const resolve = (reviewsPage: number) =>
      resolveProjectPage(
        { code: project.code, slug: project.seoUrl, reviewsPage, search: '' },
        null,
        {},
        'uz',
      );
    // Read from scratch, page 1 reads one statement less than page 2: its reviews come with the
    // project; page 2 reads its own.
    const counted = (reviewsPage: number) =>
      withQueryCounter(async (queries) => ({ page: await resolve(reviewsPage), n: queries() }), {
        fromScratch: true,
      });
    await resolve(1); // the reference data, loaded once
    const [first, later] = [await counted(1), await counted(2)];
    expect(later.n - first.n).toBe(1);
    if (first.page.kind !== 'page') throw new Error('expected the page');
    const alone = await listReviews(project.id, null, { PageNumber: 1, PageSize: 10 });
    expect(first.page.reviews.items).toEqual(alone.items);
    expect(first.page.reviews.items).toHaveLength(10);
    expect(first.page.reviews.metaData.totalCount).toBe(11);
    const blocked = authors[3]!.id;
    expect(first.page.reviews.items.some((r) => r.author.accountId === blocked)).toBe(false);
    // The second page is read on its own.
    const second = await resolve(2);
    if (second.kind !== 'page') throw new Error('expected the page');
    expect(second.reviews.items).toEqual(
      (await listReviews(project.id, null, { PageNumber: 2, PageSize: 10 })).items,
    );
    expect(second.reviews.items).toHaveLength(1);
  });
});
