// The estimator's use case, shared by POST /api/ai/design/estimate and the page (a shared link is
// computed on the server): validated input → design and construction cost, stages, duration, the
// factors that moved the estimate, the similar catalog projects and the model's measured error.
import { AppError } from '@/lib/http/app-error';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { tFor } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';
import type { EstimateResponse } from './estimate-response';
import type { EstimateInput } from './estimator.schema';
import { factorText } from './explain-text';
import { explainConstruction } from '@/lib/estimator/model/factors';
import { getModel } from './model-cache.server';
import { estimateConstruction, estimateDesign } from '@/lib/estimator/model/predict';
import { similarProjects } from './similar-projects.server';
import { quality, toQueryTraits } from './query-traits';

/** The model's quality alone (the page's "how it is estimated" section needs it without an estimate). */
export async function modelQuality(): Promise<EstimateResponse['model']> {
  const { model, trainedAt } = await getModel();
  return { construction: quality(model.construction), design: quality(model.design), trainedAt };
}

export async function estimate(input: EstimateInput, lang: Lang): Promise<EstimateResponse> {
  const regions = await listRegions(lang);
  if (input.regionId !== undefined && !regions.some((r) => r.id === input.regionId)) {
    throw new AppError(400, 'validation_failed', 'errors:validationFailed', {
      regionId: 'estimator:error.region',
    });
  }
  const { model, trainedAt } = await getModel();
  const traits = toQueryTraits(input);
  const t = tFor(lang);
  const names = { regionName: (id: number) => regions.find((r) => r.id === id)?.name ?? null };
  return {
    input,
    currency: 'UZS',
    design: estimateDesign(model, traits),
    construction: estimateConstruction(model, traits),
    factors: explainConstruction(model, traits).map((f) => ({
      ...f,
      text: factorText(t, lang, f, names),
    })),
    similar: await similarProjects(model, traits, lang),
    model: { construction: quality(model.construction), design: quality(model.design), trainedAt },
  };
}
