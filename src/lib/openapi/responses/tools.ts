// What the calculators and the AI estimator answer (src/lib/calculator/, src/lib/estimator/).
import { z } from 'zod';
import type { CalcResult } from '@/lib/calculator/types';
import type { EstimateResponse } from '@/lib/estimator/estimate-response';
import { KINDS } from '@/lib/calculator/types';
import { estimateInputSchema } from '@/lib/estimator/estimator.schema';
import { FACTOR_KEYS } from '@/lib/estimator/model/factors';
import { STAGES } from '@/lib/estimator/model/stages';
import { PROJECT_STATUSES, WALL_MATERIALS } from '@/lib/projects/labels';
import { id, imageVariant, int, obj, sitePath, tied } from './common';

const UNITS = [
  'm',
  'mm',
  'm2',
  'm3',
  'kg',
  'pcs',
  'deg',
  'percent',
  'pcsPerM2',
  'pcsPerM3',
  'bag',
  'pallet',
  'pack',
  'roll',
  'box',
  'sheet',
] as const;
const unit = z.enum(UNITS);
const quantity = obj({ key: z.string(), value: z.number(), unit });

export const CalcResultSchema = tied<CalcResult>()(
  obj({
    kind: z.enum(KINDS),
    wastePercent: z.number(),
    summary: z.array(quantity),
    lines: z.array(
      obj({
        id: z.string(),
        unit,
        net: z.number(),
        waste: z.number(),
        total: z.number(),
        buy: z.number(),
        buyUnit: unit,
        packSize: z.number().optional(),
        extra: quantity.optional(),
        price: z.number().optional(),
        cost: z.number().optional(),
      }),
    ),
    totalCost: z.number().optional(),
    /** translation keys under `calculator:warning.` */
    warnings: z.array(z.string()),
  }),
);

const range = { low: z.number(), likely: z.number(), high: z.number() };
const cost = obj({ ...range, perM2: obj(range) });
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const quality = obj({
  examples: int,
  learned: z.boolean(),
  typicalErrorPercent: z.number().nullable(),
  p80ErrorPercent: z.number().nullable(),
  priorErrorPercent: z.number().nullable(),
  folds: int.nullable(),
});

export const EstimateSchema = tied<EstimateResponse>()(
  obj({
    /** the request as the estimator read it (defaults filled in) */
    input: estimateInputSchema,
    currency: z.literal('UZS'),
    design: cost,
    construction: obj({
      ...cost.shape,
      stages: z.array(obj({ stage: z.enum(STAGES), amount: z.number(), share: z.number() })),
      months: obj({ min: z.number(), likely: z.number(), max: z.number() }),
    }),
    factors: z.array(
      obj({
        key: z.enum(FACTOR_KEYS),
        value: scalar,
        reference: scalar,
        effect: z.number(),
        sources: z.array(z.enum(['rates', 'rules', 'catalog'])),
        text: z.string(),
      }),
    ),
    similar: z.array(
      obj({
        id,
        code: z.string(),
        seoUrl: z.string(),
        url: sitePath,
        title: z.string(),
        status: z.enum(PROJECT_STATUSES),
        onlyDesign: z.boolean(),
        price: int,
        isNegotiable: z.boolean(),
        area: z.number(),
        storeys: int,
        bedrooms: int,
        bathrooms: int,
        wallMaterial: z.enum(WALL_MATERIALS),
        regionName: z.string().nullable(),
        image: obj({ width: int, height: int, variants: z.array(imageVariant) }).nullable(),
        /** 0–100 */
        similarity: z.number(),
      }),
    ),
    model: obj({ construction: quality, design: quality, trainedAt: z.string() }),
  }),
);
