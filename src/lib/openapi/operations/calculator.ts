// The construction calculators (docs/api.md): one route, /api/calculator/{kind},
// documented as its four concrete paths because each kind takes its own body — the zod/mini schema
// the route's evaluate() and the page's form parse with.
import type { ZodType } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import { CalcResultSchema } from '@/lib/openapi/responses/tools';
import { SCHEMAS } from '@/lib/calculator/calculator.schema';
import { KINDS, type Kind } from '@/lib/calculator/types';

const what: Record<Kind, string> = {
  foundation: 'Foundation (strip, slab or piles): concrete, cement, sand, gravel, reinforcement',
  wall: 'Walls: bricks or blocks, mortar, minus doors and windows',
  roofing: 'Roofing: sheets or tiles, membrane, battens for the roof shape and pitch',
  tiles: 'Tiles: tiles, adhesive and grout for floors and walls',
};

export const calculatorOperations: Operation[] = KINDS.map((kind) => ({
  method: 'post',
  path: `/api/calculator/${kind}`,
  tags: ['tools'],
  summary: `${what[kind]} — the numbers the calculator page shows`,
  // zod/mini and classic zod share one core: the JSON Schema generator reads both.
  body: SCHEMAS[kind] as unknown as ZodType,
  responses: {
    '200': answer(
      '{ kind, wastePercent, summary: [{ key, value, unit }], lines: [{ id, unit, net, waste, total, buy, buyUnit, price?, cost? }], totalCost?, warnings }',
      CalcResultSchema,
    ),
    '400': 'Invalid input (fields name the wrong ones by dotted path)',
  },
}));
