// The four calculators behind one door: the schema and the function of each kind. Used by the API
// route (POST /api/calculator/{kind}) and by the island, so both answer the same numbers.
import type * as z from 'zod/mini';
import { zodFields } from '@/lib/validation/zod-fields';
import { calculateFoundation } from './foundation';
import { foundationSchema } from './foundation.schema';
import { calculateRoofing } from './roofing';
import { roofingSchema } from './roofing.schema';
import { calculateTiles } from './tiles';
import { tilesSchema } from './tiles.schema';
import type { CalcResult, Kind } from './types';
import { calculateWall } from './wall';
import { wallSchema } from './wall.schema';

export { foundationSchema, roofingSchema, tilesSchema, wallSchema };

export const SCHEMAS = {
  foundation: foundationSchema,
  wall: wallSchema,
  roofing: roofingSchema,
  tiles: tilesSchema,
} as const;

export type CalcInput<K extends Kind> = z.infer<(typeof SCHEMAS)[K]>;

export type Evaluation =
  { ok: true; result: CalcResult } | { ok: false; fields: Record<string, string> };

/** Validates raw input of a kind and computes it; field errors are translation keys by dotted path. */
export function evaluate(kind: Kind, raw: unknown): Evaluation {
  const parsed = SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) return { ok: false, fields: zodFields(parsed.error) };
  return { ok: true, result: compute(kind, parsed.data) };
}

function compute(kind: Kind, data: unknown): CalcResult {
  // `data` was produced by SCHEMAS[kind], so the casts only restate what safeParse checked.
  switch (kind) {
    case 'foundation':
      return calculateFoundation(data as CalcInput<'foundation'>);
    case 'wall':
      return calculateWall(data as CalcInput<'wall'>);
    case 'roofing':
      return calculateRoofing(data as CalcInput<'roofing'>);
    case 'tiles':
      return calculateTiles(data as CalcInput<'tiles'>);
  }
}
