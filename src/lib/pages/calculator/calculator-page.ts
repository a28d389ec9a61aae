// /calculate: what the page shows. The state is read from the query string and evaluated here, so
// a shared link shows its result in the first HTML; the island gets its translations without the
// "how it is counted" texts, which stay on the server (the page renders that section itself).
import type { AstroGlobal } from 'astro';
import { fromSearch, type UrlState } from '@/lib/calculator/url-state';
import { evaluateForm, type FormEvaluation } from '@/lib/calculator/form-eval';
import { islandI18n, type TextKey } from '@/lib/i18n/island-texts';
import type { IslandI18n } from '@/lib/i18n/client';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import type { PageMeta } from '@/lib/pages/page-meta';

export const CALCULATOR_PATH = '/calculate';

export type CalculatorView = {
  meta: PageMeta;
  /** The Calculator island's props. */
  island: {
    i18n: IslandI18n;
    initial: UrlState;
    initialEvaluation: FormEvaluation;
    pageUrl: string;
  };
};

export function loadCalculatorPage(
  ctx: Pick<AstroGlobal, 'url' | 'locals'>,
  /** The island's key list, without the how-to (beside it: islands/calculator/texts.ts). */
  texts: readonly TextKey[],
): CalculatorView {
  const { lang, t } = ctx.locals;
  const initial = fromSearch(ctx.url.searchParams);
  return {
    meta: {
      title: t('calculator:title'),
      description: t('calculator:metaDescription'),
    },
    island: {
      i18n: islandI18n(lang, texts),
      initial,
      initialEvaluation: evaluateForm(initial.tab, initial.state),
      pageUrl: new URL(CALCULATOR_PATH, publicOrigin(ctx.url)).toString(),
    },
  };
}
