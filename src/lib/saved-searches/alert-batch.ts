// What one delivery of a saved search carries to each channel (dispatch.server.ts).
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard } from '@/lib/projects/project-card';

export type AlertBatch = {
  savedSearchId: number;
  searchName: string;
  accountId: number;
  email: string | null;
  lang: Lang;
  /** the projects announced, public at the time of sending */
  projects: ProjectCard[];
  /** /projects with the search's query */
  resultsUrl: string;
};
