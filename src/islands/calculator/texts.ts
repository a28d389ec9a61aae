// The calculator island's texts, passed as its `i18n` prop (islandI18n): its namespace but the
// "how it is counted" texts (`calculator:howto`), which the page renders on the server.
import type { TextKey } from '@/lib/i18n/island-texts';

export const CALCULATOR_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  ...(
    [
      'title',
      'metaDescription',
      'intro',
      'tabsLabel',
      'tab',
      'field',
      'hint',
      'option',
      'openings',
      'form',
      'result',
      'line',
      'summary',
      'unit',
      'unitPer',
      'warning',
      'error',
      'share',
    ] as const
  ).map((key): TextKey => `calculator:${key}`),
];
