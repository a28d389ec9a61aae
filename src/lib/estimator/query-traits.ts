// Between the API's shapes and the model's: a validated input as model traits, a trained target's
// quality as the percentages the page and the API show. Pure, so scripts and tests use them too.
import type { TargetQuality } from './estimate-response';
import type { EstimateInput } from './estimator.schema';
import type { QueryTraits, TargetModel } from '@/lib/estimator/model/types';

export function toQueryTraits(input: EstimateInput): QueryTraits {
  return {
    area: input.totalArea,
    storeys: input.storeys,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    wallMaterial: input.wallMaterial,
    style: input.style,
    foundation: input.foundation,
    hasGarage: input.hasGarage,
    hasAttic: input.hasAttic,
    regionId: input.regionId ?? null,
    length: input.length ?? null,
    width: input.width ?? null,
    roofType: input.roofType,
    finishingLevel: input.finishingLevel,
  };
}

const percent = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? null : Math.round(v * 100);

export function quality(tm: TargetModel): TargetQuality {
  return {
    examples: tm.n,
    learned: tm.learned,
    typicalErrorPercent: percent(tm.metrics?.mdape),
    p80ErrorPercent: percent(tm.metrics?.p80),
    priorErrorPercent: percent(tm.metrics?.baselinePrior),
    folds: tm.metrics?.folds ?? null,
  };
}
