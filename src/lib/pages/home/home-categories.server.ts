// Top-level project categories with the number of active projects in each, counting the projects
// of its sub-categories too. No query of its own: the category rows come from the reference cache
// and the counts are the catalog menu's (grouped over the whole table, kept for a minute).
import { referenceData } from '@/lib/catalog/reference-cache.server';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { activeCounts } from '@/lib/pages/projects/category-nav.server';

export type HomeCategory = { id: number; seoUrl: string; name: string; projectCount: number };

export async function homeCategories(lang: Lang): Promise<HomeCategory[]> {
  const [ref, perCategory] = await Promise.all([referenceData(), activeCounts()]);
  const rows = ref.categories.filter((r) => r.isActive);
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
