// The featured strip's order, and its cost: each card's first image and owner (two subqueries per
// card) are read for the cards the strip gives, not for every candidate its two branches pick
// (docs/performance.md#the-featured-strip-read-for-the-cards-it-shows).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { makeProject } from '@tests/factories/projects';
import { genericPlan, literal, planNodes, statementsOf, type Statement } from '@tests/helpers/plan';
import { listFeaturedProjects } from './list-featured.server';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
let ids: Record<string, number>;
// Drizzle's prepared statements log to the logger of their first run: caught once, in beforeAll.
let statement: Statement;

beforeAll(async () => {
  // Only this file's projects are featured or popular.
  await db().update(projects).set({ isFeatured: false, viewCount: 0, saveCount: 0 });
  const make = async (name: string, cols: Parameters<typeof makeProject>[0]) =>
    [name, (await makeProject({ title: name, images: 2, ...cols })).id] as const;
  ids = Object.fromEntries([
    await make('old flagged', { isFeatured: true, createdAt: day(1), viewCount: 900 }),
    await make('new flagged', { isFeatured: true, createdAt: day(3) }),
    await make('mid flagged', { isFeatured: true, createdAt: day(2) }),
    await make('more saved', { viewCount: 50, saveCount: 9 }),
    await make('most viewed', { viewCount: 80 }),
    await make('less saved', { viewCount: 50, saveCount: 1 }),
  ]);
  [statement] = (await statementsOf(() => listFeaturedProjects('uz', 4))) as [Statement];
});

describe('the featured strip', () => {
  it('gives the flagged newest first, then the most viewed and saved, without the page’s own', async () => {
    const ordered = ['new flagged', 'mid flagged', 'old flagged', 'most viewed', 'more saved'];
    const strip = await listFeaturedProjects('uz', 5);
    expect(strip.map((c) => c.title)).toEqual(ordered);
    expect(strip.every((c) => c.image !== null && c.owner.accountId > 0)).toBe(true);
    const without = await listFeaturedProjects('uz', 5, { excludeId: ids['mid flagged']! });
    expect(without.map((c) => c.title)).toEqual([
      ...ordered.filter((t) => t !== 'mid flagged'),
      'less saved',
    ]);
  });

  it("reads the cards' images and owners only for the cards it gives", async () => {
    // Four asked, so five read (one more, for the page's own project to be left out), out of six
    // candidates: the three flagged and the three popular ones.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare featured_probe as ${statement.sql}`));
      const args = statement.params.map(literal).join(', ');
      const res = await tx.execute(
        sql.raw(`explain (analyze, format json) execute featured_probe(${args})`),
      );
      await tx.execute(sql.raw('deallocate featured_probe'));
      return planNodes(res);
    });
    const runs = (table: string, index?: string) =>
      plan
        .filter((n) => n['Relation Name'] === table && (!index || n['Index Name'] === index))
        .reduce((sum, n) => sum + (n['Actual Loops'] ?? 0), 0);
    expect(runs('project_images')).toBe(5);
    // The owner card, read by the account's key (the blocked owners come from their own index).
    expect(runs('accounts', 'accounts_pkey')).toBe(5);
  });

  it('picks each branch from its own index and the cards by their key, sorting no table', async () => {
    const plan = await genericPlan(statement);
    const reads = plan
      .filter((n) => n['Relation Name'] === 'projects')
      .map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim());
    expect(reads).toEqual(
      expect.arrayContaining([
        'Index Scan projects_active_featured_created_idx',
        'Index Scan projects_public_popular_idx',
        'Index Scan projects_pkey',
      ]),
    );
    expect(reads.filter((r) => r.startsWith('Seq Scan'))).toEqual([]);
  });
});
