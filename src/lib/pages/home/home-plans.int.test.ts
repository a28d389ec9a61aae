// The plans PostgreSQL keeps for the home page's project cards and newest reviews
// (docs/performance.md#kept-plans-the-newest-reviews-and-public-projects). A statement run by name
// again and again (Drizzle's prepared ones, and every repeated one on PGlite) may be given one
// generic plan, made without its values. These force that plan, on PGlite and PostgreSQL alike, and
// check that it still reads the rows in order from an index: a value compared where the column
// itself belongs (`is_active = $1` cannot use an index made for active projects only), or a
// missing index, brings back a sort of every public project or of every review. The newest reviews
// must also be given that plan when run as a page runs them, not planned again every time
// (docs/performance.md#limits-written-into-the-text).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { makeProject } from '@tests/factories/projects';
import {
  genericPlan,
  literal,
  statementsOf,
  type PlanNode,
  type Statement,
} from '@tests/helpers/plan';
import { homeProjects } from './home-projects.server';
import { homeReviews } from './home-reviews.server';

/**
 * How PostgreSQL plans `statement` run by name `runs` times, as a page's reads are (the default
 * plan cache mode): `generic` counts the runs that used the one kept plan, `custom` those planned
 * again with their values.
 */
async function planChoices(statement: Statement, runs: number) {
  return db().transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_runs as ${statement.sql}`));
    const args = statement.params.map(literal).join(', ');
    for (let i = 0; i < runs; i++)
      await tx.execute(sql.raw(`execute plan_runs${args ? `(${args})` : ''}`));
    const res = await tx.execute(
      sql.raw(
        `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'plan_runs'`,
      ),
    );
    await tx.execute(sql.raw('deallocate plan_runs'));
    return (res as unknown as { rows: { generic: number; custom: number }[] }).rows[0]!;
  });
}

const reads = (nodes: PlanNode[], table: string) =>
  nodes
    .filter((n) => n['Relation Name'] === table)
    .map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim());

// Drizzle's prepared statements log to the logger of their first run, so each is caught once.
let newest: Statement;
let cards: Statement;

beforeAll(async () => {
  for (let i = 0; i < 3; i++) await makeProject({ title: `Reja ${i}`, images: 1 });
  [newest] = (await statementsOf(() => homeReviews('uz'))) as [Statement];
  [cards] = (await statementsOf(() => homeProjects('uz'))) as [Statement];
});

describe('generic plans of the home page', () => {
  it('reads the cards in order from the index of public projects, not by sorting them', async () => {
    const plan = await genericPlan(cards);
    expect(reads(plan, 'projects')).toEqual(['Index Scan projects_promoted_featured_created_idx']);
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
  });

  it("reads each card's first image from the images' index, not by sorting the project's images", async () => {
    // `order by position, id limit 1`: with the id in the index its first entry is the image
    // (docs/performance.md#the-first-image-from-the-index); without, an incremental sort per card.
    const plan = await genericPlan(cards);
    expect(reads(plan, 'project_images')).toEqual(['Index Scan project_images_project_idx']);
    expect(plan.map((n) => n['Node Type'])).not.toContain('Incremental Sort');
  });

  it("sends each card's image variants as they are stored, not printed again from jsonb", async () => {
    // Every card carries its first image's variants; a `jsonb` column is turned back into text on
    // every read, a `json` one is sent as stored (docs/performance.md#image-variants-stored-as-text).
    const res = await db().execute(
      sql.raw(
        `select data_type from information_schema.columns where table_name = 'project_images' and column_name = 'variants'`,
      ),
    );
    expect((res as unknown as { rows: { data_type: string }[] }).rows).toEqual([
      { data_type: 'json' },
    ]);
  });

  it('reads the newest reviews in order from their index, not by sorting every review', async () => {
    const plan = await genericPlan(newest);
    expect(reads(plan, 'reviews')).toEqual(['Index Scan reviews_created_idx']);
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
  });

  it('plans the newest reviews once: from the sixth run on, every run uses the kept plan', async () => {
    // With its limit bound as a value the generic plan was priced at a tenth of all reviews and
    // lost to planning each run again (docs/performance.md#limits-written-into-the-text).
    expect(await planChoices(newest, 10)).toEqual({ generic: 5, custom: 5 });
  });
});
