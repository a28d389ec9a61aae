// A paid promotion (docs/payments.md) puts a project first in the default order of /projects, of
// its category and of the home page's block, marked on its card, until it runs out; a sort or a
// filter the visitor chose is never overridden.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, projects } from '@/lib/db/schema';
import { makeProject } from '@tests/factories/projects';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { listActiveCards } from '@/lib/projects/project-card.server';
import { endPromotions } from '@/lib/projects/promotion/promotion.server';
import { listProjects } from './list-projects.server';

type P = Awaited<ReturnType<typeof makeProject>>;
let promoted: P, expired: P, newer: P, cheap: P;
let catA: number, catB: number;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  // Two top-level categories: a category's filter takes in its children.
  const cats = await db()
    .select()
    .from(categories)
    .where(eq(categories.parentId, 0))
    .orderBy(asc(categories.id))
    .limit(2);
  catA = cats[0]!.id;
  catB = cats[1]!.id;
  promoted = await makeProject({
    title: 'Promoted old',
    categoryId: catA,
    createdAt: ago(400),
    price: 900_000_000,
    promotedUntil: new Date(Date.now() + 7 * 86_400_000),
  });
  expired = await makeProject({
    title: 'Promotion ended',
    categoryId: catA,
    createdAt: ago(300),
    promotedUntil: ago(1),
  });
  newer = await makeProject({ title: 'Newest', categoryId: catA, createdAt: ago(0) });
  cheap = await makeProject({ title: 'Cheap', categoryId: catB, price: 1_000, createdAt: ago(0) });
});

const ids = async (query: Record<string, string>) =>
  (await listProjects(ProjectFiltersSchema.parse({ PageSize: '50', ...query }), 'uz')).items.map(
    (c) => c.id,
  );

describe('promoted projects first', () => {
  it('in the default order of /projects, marked on the card', async () => {
    const r = await listProjects(ProjectFiltersSchema.parse({ PageSize: '50' }), 'uz');
    expect(r.items[0]!.id).toBe(promoted.id);
    expect(r.items[0]).toMatchObject({ isPromoted: true, promotedUntil: expect.any(String) });
    const ended = r.items.find((c) => c.id === expired.id)!;
    expect(ended.isPromoted).toBe(false);
    expect(r.items.findIndex((c) => c.id === newer.id)).toBeLessThan(
      r.items.findIndex((c) => c.id === expired.id),
    );
  });

  it('in its category', async () => {
    const list = await ids({ CategoryId: String(catA) });
    expect(list[0]).toBe(promoted.id);
    expect(list).not.toContain(cheap.id);
  });

  it('never over a chosen sort or filter', async () => {
    const byPrice = await ids({ Sort: 'priceAsc' });
    expect(byPrice.indexOf(cheap.id)).toBeLessThan(byPrice.indexOf(promoted.id));
    expect(await ids({ CategoryId: String(catB) })).not.toContain(promoted.id);
  });

  it('on the home page block, and no longer once it has run out and the job has run', async () => {
    const home = await listActiveCards({ lang: 'uz', limit: 8, order: 'featured' });
    expect(home[0]!.id).toBe(promoted.id);
    await db()
      .update(projects)
      .set({ promotedUntil: ago(0) })
      .where(eq(projects.id, promoted.id));
    // The promotion job clears the flag the default orders sort on.
    expect(await endPromotions()).toBeGreaterThanOrEqual(1);
    const after = await listActiveCards({ lang: 'uz', limit: 50, order: 'featured' });
    expect(after[0]!.id).not.toBe(promoted.id);
    expect((await ids({}))[0]).not.toBe(promoted.id);
  });
});
