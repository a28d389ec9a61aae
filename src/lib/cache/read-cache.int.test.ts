// The read cache (docs/performance.md#read-cache): a public read asked again costs no query, and
// every write that changes its answer — from any module, in or out of a transaction, by a cascade,
// or in another process — makes the next read go to the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { accounts, projectImages, projects, reviews } from '@/lib/db/schema';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { listenForPublicChanges } from '@/lib/cache/cache-bus.server';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { getProjectByCode } from '@/lib/projects/read/get-project.server';
import { listFeaturedProjects } from '@/lib/projects/read/list-featured.server';
import { listProjects } from '@/lib/projects/read/list-projects.server';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { upsertMyReview } from '@/lib/projects/reviews/reviews.server';
import { selectProject } from '@/lib/projects/selected/selected.server';
import { homeProjects } from '@/lib/pages/home/home-projects.server';
import { resolveProjectPage } from '@/lib/pages/projects/detail-page.server';
import { ViewCounter } from '@/lib/projects/read/views.server';
import { makeAccount } from '@/lib/accounts/testing/fixtures';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { cachedRead, setReadCacheDeaf } from './read-cache.server';
import {
  ALL_TABLES,
  readTables,
  tableGeneration,
  writtenTables,
} from '@/lib/db/write-watch.server';

beforeAll(() => installQueryCounter(db()));
afterAll(async () => {
  await runBeforeDatabaseCloses(); // stops the listener a test below may start
});

/** What `fn` answers and how many statements it sent. */
const counted = <T>(fn: () => Promise<T>) =>
  withQueryCounter(async (count) => ({ value: await fn(), queries: count() }));

const page = (code: string, viewer: Parameters<typeof getProjectByCode>[1] = null) =>
  counted(() => getProjectByCode(code, viewer, 'en'));

const FILTERS = ProjectFiltersSchema.parse({ PageSize: '12' });
const SALE = ProjectFiltersSchema.parse({ PageSize: '12', Status: 'sale' });

describe('the read cache', () => {
  it('answers a repeated project page without a query, and the next read after a write anew', async () => {
    const p = await makeProject({ title: 'Cached House' });
    expect((await page(p.code)).queries).toBeGreaterThan(0);
    const again = await page(p.code);
    expect(again.queries).toBe(0);
    expect(again.value?.title).toBe('Cached House');

    await db().update(projects).set({ title: 'Renamed House' }).where(eq(projects.id, p.id));
    const renamed = await page(p.code);
    expect(renamed.queries).toBeGreaterThan(0);
    expect(renamed.value?.title).toBe('Renamed House');

    // In a transaction: seen once it is over; a rolled-back write changes nothing.
    await db().transaction(async (tx) => {
      await tx.update(projects).set({ price: 123_000_000 }).where(eq(projects.id, p.id));
    });
    expect((await page(p.code)).value?.price).toBe(123_000_000);
    await db()
      .transaction(async (tx) => {
        await tx.update(projects).set({ price: 1 }).where(eq(projects.id, p.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await page(p.code)).value?.price).toBe(123_000_000);
  });

  it('keeps what it holds through a batch of project views, which only counts (it reaches readers as entries expire)', async () => {
    const p = await makeProject({ title: 'Viewed House' });
    await page(p.code);
    const before = tableGeneration('projects');
    const views = new ViewCounter();
    views.record(p, { accountId: null, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 Chrome/120.0' });
    expect(await views.flush()).toBe(1);
    const [row] = await db()
      .select({ v: projects.viewCount })
      .from(projects)
      .where(eq(projects.id, p.id));
    expect(row?.v).toBe(1);
    expect(tableGeneration('projects')).toBe(before);
    expect((await page(p.code)).queries).toBe(0);
    // Any other write to projects drops it as before.
    await db()
      .update(projects)
      .set({ title: 'Viewed House, renamed' })
      .where(eq(projects.id, p.id));
    const renamed = await page(p.code);
    expect(renamed.queries).toBeGreaterThan(0);
    expect(renamed.value?.title).toBe('Viewed House, renamed');
  });

  it('sees writes to every table a page is read from: images, owner, reviews', async () => {
    const owner = await makeReadAccount({ fullName: 'First Owner' });
    const p = await makeProject({ ownerAccountId: owner.id, images: 2 });
    await page(p.code);
    await db().delete(projectImages).where(eq(projectImages.projectId, p.id));
    expect((await page(p.code)).value?.images).toEqual([]);

    await page(p.code);
    await db().update(accounts).set({ fullName: 'Second Owner' }).where(eq(accounts.id, owner.id));
    expect((await page(p.code)).value?.owner.fullName).toBe('Second Owner');

    const reader = await makeAccount();
    await page(p.code);
    await upsertMyReview(p.id, { id: reader.id, role: 'User' }, 'Juda yaxshi loyiha');
    expect((await page(p.code)).value?.reviewCount).toBe(1);
  });

  it('forgets a project deleted with its owner (a cascade)', async () => {
    const owner = await makeReadAccount();
    const p = await makeProject({ ownerAccountId: owner.id });
    expect((await page(p.code)).value).not.toBeNull();
    await db().delete(accounts).where(eq(accounts.id, owner.id));
    expect((await page(p.code)).value).toBeNull();
  });

  it("keeps the viewer's saved state their own and follows it", async () => {
    const p = await makeProject();
    const [a, b] = [await makeAccount(), await makeAccount()];
    const viewerA = { id: a.id, role: 'User' as const };
    expect((await page(p.code, viewerA)).value?.isSelected).toBe(false);
    await selectProject(viewerA, p.id);
    expect((await page(p.code, viewerA)).value?.isSelected).toBe(true);
    expect((await page(p.code, { id: b.id, role: 'User' })).value?.isSelected).toBe(false);
    const warm = await page(p.code, viewerA);
    expect(warm.queries).toBe(0);
    expect(warm.value?.isSelected).toBe(true);
  });

  it("reads the viewer's own review only on a project they reviewed, and follows a new one", async () => {
    const p = await makeProject();
    const reviewer = await makeAccount();
    const viewer = { id: reviewer.id, role: 'User' as const };
    const resolve = () =>
      counted(() =>
        resolveProjectPage(
          { code: p.code, slug: p.seoUrl, reviewsPage: 1, search: '' },
          viewer,
          {},
          'en',
        ),
      );
    const before = await resolve();
    expect(before.value.kind === 'page' && before.value.myReview).toBeNull();
    expect((await resolve()).queries).toBe(0);
    await upsertMyReview(p.id, viewer, 'Mine, and kept');
    const after = await resolve();
    expect(after.value.kind === 'page' && after.value.myReview?.text).toBe('Mine, and kept');
    expect((await resolve()).queries).toBe(0);
  });

  it('keeps lists per filters and language, and drops them on a write', async () => {
    const p = await makeProject({ title: 'Newest Listed' });
    const first = await counted(() => listProjects(FILTERS, 'en'));
    expect(first.value.items[0]?.id).toBe(p.id);
    expect((await counted(() => listProjects(FILTERS, 'en'))).queries).toBe(0);
    // Another language is another entry (the count, the same in every language, is kept once).
    expect((await counted(() => listProjects(SALE, 'en'))).queries).toBeGreaterThan(0);
    expect((await counted(() => listProjects(SALE, 'ru'))).queries).toBe(1);
    expect((await counted(() => listProjects(SALE, 'ru'))).queries).toBe(0);
    await db().update(projects).set({ isActive: false }).where(eq(projects.id, p.id));
    const after = await counted(() => listProjects(FILTERS, 'en'));
    expect(after.queries).toBeGreaterThan(0);
    expect(after.value.items.map((c) => c.id)).not.toContain(p.id);

    expect((await counted(() => homeProjects('uz'))).value.length).toBeGreaterThan(0);
    expect((await counted(() => homeProjects('uz'))).queries).toBe(0);
  });

  it("leaves the page's own project out of the featured strip, which stays full", async () => {
    for (let i = 0; i < 5; i++) await makeProject({ isFeatured: true });
    const strip = await listFeaturedProjects('en', 4);
    expect(strip).toHaveLength(4);
    const without = await counted(() => listFeaturedProjects('en', 4, { excludeId: strip[0]!.id }));
    expect(without.queries).toBe(0);
    expect(without.value).toHaveLength(4);
    expect(without.value.map((c) => c.id)).not.toContain(strip[0]!.id);
    expect(without.value.slice(0, 3).map((c) => c.id)).toEqual(strip.slice(1).map((c) => c.id));
  });

  it('does not keep a read that overlapped a write', async () => {
    let reads = 0;
    const load = async () => {
      reads += 1;
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews);
      // A write to what it read lands while this read is on its way.
      await db()
        .update(reviews)
        .set({ updatedAt: new Date() })
        .where(sql`false`);
      return row!.n;
    };
    await cachedRead('overlap', load);
    await cachedRead('overlap', load);
    expect(reads).toBe(2);
  });

  it('keeps nothing while deaf to other processes, and gives frozen results', async () => {
    let reads = 0;
    const load = async () => ({ reads: ++reads, list: [1, 2] });
    const value = await cachedRead('deaf', load);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(() => (value.list as number[]).push(3)).toThrow();
    await cachedRead('deaf', load);
    expect(reads).toBe(1);
    setReadCacheDeaf(true);
    try {
      await cachedRead('deaf', load);
      await cachedRead('deaf', load);
      expect(reads).toBe(3);
    } finally {
      setReadCacheDeaf(false);
    }
  });

  it("drops what another process's write changed (PostgreSQL)", async () => {
    const { url } = getHandle();
    if (!url) return; // PGlite is one process's database: nobody else writes
    listenForPublicChanges();
    const p = await makeProject();
    await new Promise((r) => setTimeout(r, 300)); // the listener is connected
    await page(p.code);
    expect((await page(p.code)).queries).toBe(0);
    const before = tableGeneration('project_images');
    await db().execute(sql`select pg_notify('data_changed', 'another-process project_images')`);
    const end = Date.now() + 5000;
    while (tableGeneration('project_images') === before && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    expect((await page(p.code)).queries).toBeGreaterThan(0);
  });
});

describe('readTables', () => {
  it("names the schema's tables a statement reads, quoted or not, in joins and subqueries", () => {
    expect(readTables('select "id" from "projects" where "id" = $1')).toEqual(['projects']);
    expect(
      readTables(
        'select * from "projects" "p" left join lateral (select 1 from "project_images" "i") on true ' +
          'where exists (select 1 from accounts oa join agents og on og.account_id = oa.id)',
      ),
    ).toEqual(['projects', 'project_images', 'accounts', 'agents']);
    // Functions, aliases and `with` names are not tables; `extract(… from …)` names a column.
    expect(readTables('with batch as (select 1) select * from batch, unnest($1)')).toEqual([]);
    expect(readTables('select extract(epoch from now())')).toEqual([]);
  });
});

describe('writtenTables', () => {
  it('names the tables a statement writes, with what a delete cascades into', () => {
    expect(writtenTables('select * from "projects"')).toEqual([]);
    expect(writtenTables('update "projects" set "title" = $1')).toEqual(['projects']);
    expect(writtenTables('insert into project_images (x) values (1)')).toEqual(['project_images']);
    const cascade = writtenTables('delete from "accounts" where "id" = $1');
    expect(cascade).toEqual(
      expect.arrayContaining(['accounts', 'projects', 'project_images', 'reviews']),
    );
    expect(writtenTables('truncate "projects" cascade')).toEqual([ALL_TABLES]);
  });
});
