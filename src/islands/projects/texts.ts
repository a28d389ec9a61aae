// The texts of the project form and the "my projects" list, passed as their `i18n` prop
// (islandI18n).
import type { TextKey } from '@/lib/i18n/island-texts';

export const MY_PROJECTS_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  'projectForm:',
  'projects:',
  'toasts:',
];
export const PROJECT_FORM_TEXTS: readonly TextKey[] = [...MY_PROJECTS_TEXTS, 'uploads:'];
