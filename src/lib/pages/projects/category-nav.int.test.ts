// The category row of /projects: each category's public projects and "All projects", from one
// grouped count kept for a minute
// (docs/performance.md#the-catalogue-total-from-the-category-counts).
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { makeProject } from '@tests/factories/projects';
import { statementsOf } from '@tests/helpers/plan';
import { countProjects } from '@/lib/projects/read/list-projects.server';
import { activeCounts, clearCategoryCounts, publicProjectTotal } from './category-nav.server';

beforeEach(clearCategoryCounts);

describe('publicProjectTotal', () => {
  it('counts every public project, with a category or without, as the list does', async () => {
    await db().update(projects).set({ isActive: false });
    const [withCategory] = await Promise.all([
      makeProject({ title: 'with a category' }),
      makeProject({ title: 'without a category', categoryId: null }),
      makeProject({ title: 'not active', isActive: false }),
    ]);
    expect(await publicProjectTotal()).toEqual({ totalCount: 2, capped: false });
    expect(await publicProjectTotal()).toEqual(await countProjects({}));
    // The projects without a category are in the total only.
    expect((await activeCounts()).get(withCategory.categoryId!)).toBe(1);
  });

  it('is kept with the category counts: one statement for both, none while kept', async () => {
    const first = await statementsOf(async () => {
      await activeCounts();
      await publicProjectTotal();
    });
    expect(first).toHaveLength(1);
    expect(await statementsOf(() => publicProjectTotal())).toHaveLength(0);
    clearCategoryCounts();
    expect(await statementsOf(() => publicProjectTotal())).toHaveLength(1);
  });
});
