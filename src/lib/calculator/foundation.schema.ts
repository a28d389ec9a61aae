// Input of the foundation calculator (API body and island form). Sizes in m except the slab
// thickness, pile diameter and bars (mm). Secondary inputs have defaults, so an API client may send
// only the sizes of its foundation type.
import * as z from 'zod/mini';
import { MIXES } from './constants';
import { MSG, choice, count, prices, range, size, wastePercent } from './schema-parts';

const MIX_KEYS = Object.keys(MIXES) as [keyof typeof MIXES, ...(keyof typeof MIXES)[]];

const common = {
  mix: z._default(choice(MIX_KEYS), '1:2:4'),
  /** site: cement, sand and gravel to mix on site; readyMix: concrete ordered from a plant */
  concrete: z._default(choice(['site', 'readyMix']), 'site'),
  barDiameter: z._default(range(6, 40), 12),
  barSpacing: z._default(range(50, 1000), 200),
  /** rows (layers) of longitudinal bars / meshes; 0 = no reinforcement */
  barRows: z._default(count(0, 10), 2),
  wastePercent,
  prices,
};

export const stripFoundationSchema = z.object({
  type: z.literal('strip'),
  length: size(1000),
  width: size(1000),
  innerWalls: z._default(range(0, 10000), 0),
  stripWidth: size(5),
  stripDepth: size(10),
  ...common,
});

export const slabFoundationSchema = z.object({
  type: z.literal('slab'),
  length: size(1000),
  width: size(1000),
  slabThickness: range(50, 2000),
  ...common,
});

export const pileFoundationSchema = z.object({
  type: z.literal('piles'),
  pileCount: count(1, 10000),
  pileDiameter: range(50, 3000),
  pileDepth: size(60),
  barsPerPile: z._default(count(0, 40), 4),
  grillage: z._default(z.boolean({ error: MSG.choice }), false),
  grillageLength: z._default(size(10000), 36),
  grillageWidth: z._default(size(5), 0.4),
  grillageHeight: z._default(size(5), 0.4),
  ...common,
});

export const foundationSchema = z.discriminatedUnion(
  'type',
  [stripFoundationSchema, slabFoundationSchema, pileFoundationSchema],
  { error: MSG.choice },
);
export type FoundationInput = z.infer<typeof foundationSchema>;
