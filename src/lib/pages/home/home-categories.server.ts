// Top-level project categories with the number of active projects in each, counting the projects
// of its sub-categories too: one grouped count (the category rows come from the reference cache).
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { referenceData } from '@/lib/catalog/reference-cache.server';
import { pickName, type Lang } from '@/lib/i18n/languages';

export type HomeCategory = { id: number; seoUrl: string; name: string; projectCount: number };

export async function homeCategories(lang: Lang): Promise<HomeCategory[]> {
  const [ref, counts] = await Promise.all([
    referenceData(),
    db()
      .select({ categoryId: projects.categoryId, n: count() })
      .from(projects)
      .where(and(eq(projects.isActive, true), isNotNull(projects.categoryId)))
      .groupBy(projects.categoryId),
  ]);
  const rows = ref.categories.filter((r) => r.isActive);
  const perCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
  const total = new Map<number, number>();
  for (const r of rows) {
    const topId = r.parentId === 0 ? r.id : r.parentId;
    total.set(topId, (total.get(topId) ?? 0) + (perCategory.get(r.id) ?? 0));
  }
  return rows
    .filter((r) => r.parentId === 0)
    .map((row) => ({
      id: row.id,
      seoUrl: row.seoUrl,
      name: pickName(row, lang),
      projectCount: total.get(row.id) ?? 0,
    }));
}
