// The estimator island's texts, passed as its `i18n` prop (islandI18n): its own namespace, the
// toasts, and of `projects` only the option labels it shows (wall materials, foundations, styles).
import type { TextKey } from '@/lib/i18n/island-texts';

export const ESTIMATOR_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  'estimator:',
  'toasts:',
  'projects:wallMaterial',
  'projects:foundation',
  'projects:style',
];
