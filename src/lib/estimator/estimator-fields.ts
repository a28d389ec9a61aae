// The estimator's field names and choices without zod: the island renders its form from these and
// imports the schema (estimator.schema.ts, zod/mini with it) only on the form's first use, which
// keeps /ai/design/estimator under the 80 KB script budget
// (docs/performance.md#lcp-and-script-budgets).
import { FINISHING_LEVELS } from '@/lib/db/enums';
export { FINISHING_LEVELS };
export const ROOF_TYPES = ['gable', 'hip', 'flat', 'mansard'] as const;
export type FinishingLevel = (typeof FINISHING_LEVELS)[number];
export type RoofType = (typeof ROOF_TYPES)[number];

/** Field order of the form and the URL (also the order errors are focused in). */
export const INPUT_FIELDS = [
  'totalArea',
  'storeys',
  'length',
  'width',
  'bedrooms',
  'bathrooms',
  'wallMaterial',
  'foundation',
  'roofType',
  'style',
  'regionId',
  'finishingLevel',
  'hasGarage',
  'hasAttic',
] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

export type FieldErrors = Partial<Record<InputField | '_', string>>;
