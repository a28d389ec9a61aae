// The home page's projects block: featured projects first, then the newest, eight cards.
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard } from '@/lib/projects/project-card';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { listActiveCards } from '@/lib/projects/project-card.server';

const HOME_PROJECT_COUNT = 8;

/** Kept by the read cache until a card's table is written (docs/performance.md#read-cache). */
export function homeProjects(lang: Lang): Promise<ProjectCard[]> {
  return cachedRead(`home:projects:${lang}`, () =>
    listActiveCards({ lang, limit: HOME_PROJECT_COUNT, order: 'featured' }),
  );
}
