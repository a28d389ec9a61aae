// /ai/design/estimator: what the page shows. A link with inputs in its query string (a shared
// result) is computed here, so the first HTML already shows the estimate (and is kept out of
// search results: noindex); wrong inputs come back as the form's translated field errors. The
// "how it is estimated" section gets the model's measured quality and the rules' figures.
import type { AstroGlobal } from 'astro';
import { AppError } from '@/lib/http/app-error';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { estimate, modelQuality } from '@/lib/estimator/estimate.server';
import type { EstimateResponse } from '@/lib/estimator/estimate-response';
import { fromSearch, hasEstimateQuery, toRawInput } from '@/lib/estimator/estimator-url';
import { validateInput, type FieldErrors } from '@/lib/estimator/estimator.schema';
import {
  ATTIC_FACTOR,
  DESIGN_BASE_PER_M2,
  FOUNDATION_FACTOR,
  GARAGE_AREA_M2,
  ROOF_FACTOR,
} from '@/lib/estimator/model/rules';
import { islandI18n, type TextKey } from '@/lib/i18n/island-texts';
import type { IslandI18n } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/languages';
import { formatSom } from '@/lib/i18n/format';
import type { PageMeta } from '@/lib/pages/page-meta';

export const ESTIMATOR_PATH = '/ai/design/estimator';

export type EstimatorView = {
  meta: PageMeta;
  /** The Estimator island's props. */
  island: {
    i18n: IslandI18n;
    initialValues: ReturnType<typeof fromSearch>;
    initialResult: EstimateResponse | null;
    initialErrors: FieldErrors;
    regions: { id: number; name: string }[];
    pageUrl: string;
  };
  /** The model's measured quality: the estimate's own, or the current model's. */
  quality: EstimateResponse['model'];
  /** The rules' figures the "how" section names (percentages, m², the design base price). */
  rules: ReturnType<typeof ruleFigures>;
};

function ruleFigures(lang: Lang) {
  const pct = (f: number) => Math.round(Math.abs(f - 1) * 100);
  return {
    hip: pct(ROOF_FACTOR.hip),
    mansard: pct(ROOF_FACTOR.mansard),
    flat: pct(ROOF_FACTOR.flat),
    slab: pct(FOUNDATION_FACTOR.slab),
    pile: pct(FOUNDATION_FACTOR.pile),
    attic: pct(ATTIC_FACTOR),
    garageArea: GARAGE_AREA_M2,
    designBase: formatSom(DESIGN_BASE_PER_M2, lang),
  };
}

export async function loadEstimatorPage(
  ctx: Pick<AstroGlobal, 'url' | 'locals'>,
  /** The island's key list (beside it: islands/estimator/texts.ts). */
  texts: readonly TextKey[],
): Promise<EstimatorView> {
  const { lang, t } = ctx.locals;
  const regions = (await listRegions(lang)).map((r) => ({ id: r.id, name: r.name }));
  const values = fromSearch(ctx.url.searchParams);
  let result: EstimateResponse | null = null;
  let errorKeys: Record<string, string> = {};
  if (hasEstimateQuery(ctx.url.searchParams)) {
    const checked = validateInput(toRawInput(values));
    if (checked.ok) {
      try {
        result = await estimate(checked.input, lang);
      } catch (e) {
        if (!(e instanceof AppError && e.fields)) throw e;
        errorKeys = e.fields;
      }
    } else errorKeys = checked.fields as Record<string, string>;
  }
  return {
    meta: {
      title: t('estimator:title'),
      description: t('estimator:metaDescription'),
      canonicalPath: ESTIMATOR_PATH,
      noindex: result !== null,
    },
    island: {
      i18n: islandI18n(lang, texts),
      initialValues: values,
      initialResult: result,
      initialErrors: Object.fromEntries(Object.entries(errorKeys).map(([k, v]) => [k, t(v)])),
      regions,
      pageUrl: new URL(ctx.url.pathname, publicOrigin(ctx.url)).toString(),
    },
    quality: result?.model ?? (await modelQuality()),
    rules: ruleFigures(lang),
  };
}
