// Shapes of the estimator's model and data. Plain data only (no functions, no Dates), so a model can
// be compared with toEqual, logged and printed by scripts/estimator-eval.ts.
import type {
  Foundation,
  PropertyType,
  ProjectStatus,
  Style,
  WallMaterial,
} from '@/lib/projects/labels';
import type { FinishingLevel, RoofType } from '@/lib/estimator/estimator.schema';

/** What the model knows about a house, whether a catalog project or the one a person describes. */
export interface HouseTraits {
  /** total floor area, m² */
  area: number;
  storeys: number;
  bedrooms: number;
  bathrooms: number;
  wallMaterial: WallMaterial;
  style: Style;
  foundation: Foundation;
  hasGarage: boolean;
  hasAttic: boolean;
  regionId: number | null;
  length: number | null;
  width: number | null;
}

/** The house a person asks about: the traits plus what only the rules know. */
export interface QueryTraits extends HouseTraits {
  roofType: RoofType;
  finishingLevel: FinishingLevel;
}

/** An active catalog project as the estimator reads it. */
export interface CatalogProject extends HouseTraits {
  id: number;
  code: string;
  seoUrl: string;
  price: number;
  status: ProjectStatus;
  propertyType: PropertyType;
  onlyDesign: boolean;
}

export interface Rate {
  wallMaterial: WallMaterial;
  finishingLevel: FinishingLevel;
  regionId: number | null;
  ratePerM2: number;
}

export type Target = 'construction' | 'design';

/** One training example: log(price) − log(prior) is what the regression learns. */
export interface Example {
  id: number;
  traits: HouseTraits;
  price: number;
  prior: number;
  /** log(price / prior) */
  y: number;
}

/** How a trait vector becomes numbers: standardisation of the numeric columns, the region columns. */
export interface Encoding {
  means: number[];
  sds: number[];
  regionIds: number[];
}

export interface LinearFit {
  intercept: number;
  weights: number[];
}

/** Held-out error of one target, from k-fold cross-validation with fixed folds. */
export interface Metrics {
  folds: number;
  n: number;
  /** median absolute percentage error of the estimator (0.12 = ±12%) */
  mdape: number;
  meanApe: number;
  /** 80% of held-out projects were within this error */
  p80: number;
  /** the same median error of the rates table / rule prior alone, and of the prior times one learned constant */
  baselinePrior: number;
  baselineCalibrated: number;
}

export interface TargetModel {
  target: Target;
  n: number;
  /** false: too few examples, the prior is only scaled by one constant */
  learned: boolean;
  featureNames: string[];
  encoding: Encoding;
  fit: LinearFit;
  lambda: number;
  /** weight of the nearest-neighbour correction (0 = off), chosen by cross-validation */
  alpha: number;
  k: number;
  /** training examples with their in-sample residuals, for the nearest-neighbour correction */
  neighbours: { id: number; traits: HouseTraits; residual: number }[];
  metrics: Metrics | null;
  /** 10th and 90th percentile of held-out log residuals: the low–high range of an estimate */
  residualLow: number;
  residualHigh: number;
  /** typical bedrooms and bathrooms per 100 m² in the training data (reference for explanations) */
  bedroomsPer100: number;
  bathroomsPer100: number;
}

export interface ExclusionCounts {
  rent: number;
  notHouse: number;
  noPrice: number;
  tooSmall: number;
  outlier: number;
}

export interface EstimatorModel {
  construction: TargetModel;
  design: TargetModel;
  rates: Rate[];
  /** projects the similar-project search runs over (active houses and villas not for rent) */
  candidates: { id: number; onlyDesign: boolean; traits: HouseTraits }[];
  excluded: Record<Target, ExclusionCounts>;
}
