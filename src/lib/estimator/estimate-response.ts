// The answer of POST /api/ai/design/estimate, which is also what the page renders (server-side for a
// shared link, in the island after a submit). Plain data: money in whole so'm, shares 0–1.
import type { ImageVariant } from '@/lib/db/schema';
import type { ProjectStatus, WallMaterial } from '@/lib/projects/labels';
import type { EstimateInput } from './estimator.schema';
import type { Factor } from '@/lib/estimator/model/factors';
import type { ConstructionEstimate, CostEstimate } from '@/lib/estimator/model/predict';

export interface SimilarProject {
  id: number;
  code: string;
  seoUrl: string;
  /** /project/details/{code}/{seoUrl} */
  url: string;
  title: string;
  status: ProjectStatus;
  onlyDesign: boolean;
  price: number;
  isNegotiable: boolean;
  area: number;
  storeys: number;
  bedrooms: number;
  bathrooms: number;
  wallMaterial: WallMaterial;
  regionName: string | null;
  image: { width: number; height: number; variants: ImageVariant[] } | null;
  /** 0–100: how close the project is to the house asked about */
  similarity: number;
}

export interface ExplainedFactor extends Factor {
  /** the factor in plain words, in the request's language */
  text: string;
}

/** Held-out error of a target in whole percent (null: too few catalog projects to measure it). */
export interface TargetQuality {
  examples: number;
  learned: boolean;
  typicalErrorPercent: number | null;
  p80ErrorPercent: number | null;
  /** the same error of the rates table / rule alone, for comparison */
  priorErrorPercent: number | null;
  folds: number | null;
}

export interface EstimateResponse {
  input: EstimateInput;
  currency: 'UZS';
  design: CostEstimate;
  construction: ConstructionEstimate;
  factors: ExplainedFactor[];
  similar: SimilarProject[];
  model: {
    construction: TargetQuality;
    design: TargetQuality;
    trainedAt: string;
  };
}
