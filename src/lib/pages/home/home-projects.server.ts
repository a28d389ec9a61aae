// The home page's projects block: featured projects first, then the newest, eight cards.
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard } from '@/lib/projects/project-card';
import { listActiveCards } from '@/lib/projects/project-card.server';

const HOME_PROJECT_COUNT = 8;

export function homeProjects(lang: Lang): Promise<ProjectCard[]> {
  return listActiveCards({ lang, limit: HOME_PROJECT_COUNT, order: 'featured' });
}
