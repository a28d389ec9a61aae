// The home page's projects block: featured projects first, then the newest, eight cards.
import type { Lang } from '../i18n/languages';
import type { ProjectCardData } from './project-card';
import { listProjectCards } from './project-cards.server';

export const HOME_PROJECT_COUNT = 8;

export function homeProjects(lang: Lang): Promise<ProjectCardData[]> {
  return listProjectCards({ lang, limit: HOME_PROJECT_COUNT, order: 'featured' });
}
