// Input of the design estimator: one schema for the island (client-side checks) and for
// POST /api/ai/design/estimate (the same checks again on the server, plus "does the region exist").
// zod/mini because the island bundles it. Messages are translation keys (`estimator:error.*`), each
// naming the allowed range, so the person sees what to type instead of a bare "invalid".
import { z } from 'zod/mini';
import { FOUNDATIONS, STYLES, WALL_MATERIALS } from '@/lib/projects/labels';
import { zodFields } from '@/lib/validation/zod-fields';
import { FINISHING_LEVELS, ROOF_TYPES, type FieldErrors } from './estimator-fields';

// The zod-free names live in estimator-fields.ts, so the island loads this module (and zod) only
// when the form is first used; re-exported here for the server code that imports them from here.
export * from './estimator-fields';

/** Limits of a private house; the messages in the locale files repeat these numbers. */
export const LIMITS = {
  totalArea: { min: 20, max: 2000 },
  storeys: { min: 1, max: 5 },
  side: { min: 3, max: 200 },
  bedrooms: { min: 0, max: 20 },
  bathrooms: { min: 0, max: 10 },
  /** below this a floor is a shed, not a storey of a house */
  minFloorArea: 15,
  /** a bedroom, however small, and a bathroom take at least this much floor (m²) */
  bedroomArea: 9,
  bathroomArea: 3,
  /** more bathrooms than bedrooms + this is a hotel, not a house */
  extraBathrooms: 2,
} as const;

const err = (key: string) => `estimator:error.${key}`;
const num = (key: string, min: number, max: number) =>
  z.number({ error: err(key) }).check(z.minimum(min, err(key)), z.maximum(max, err(key)));
const int = (key: string, min: number, max: number) =>
  z
    .number({ error: err(key) })
    .check(z.int(err(key)), z.minimum(min, err(key)), z.maximum(max, err(key)));
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: err('choice') });

export const estimateInputSchema = z
  .object(
    {
      /** total heated floor area of all storeys, m² */
      totalArea: num('totalArea', LIMITS.totalArea.min, LIMITS.totalArea.max),
      storeys: int('storeys', LIMITS.storeys.min, LIMITS.storeys.max),
      /** house (or plot) length and width in metres: optional, but both or neither */
      length: z.optional(num('side', LIMITS.side.min, LIMITS.side.max)),
      width: z.optional(num('side', LIMITS.side.min, LIMITS.side.max)),
      bedrooms: int('bedrooms', LIMITS.bedrooms.min, LIMITS.bedrooms.max),
      bathrooms: int('bathrooms', LIMITS.bathrooms.min, LIMITS.bathrooms.max),
      wallMaterial: choice(WALL_MATERIALS),
      foundation: z._default(choice(FOUNDATIONS), 'strip'),
      roofType: z._default(choice(ROOF_TYPES), 'gable'),
      style: z._default(choice(STYLES), 'modern'),
      /** absent = the national average rates */
      regionId: z.optional(
        z.number({ error: err('region') }).check(z.int(err('region')), z.positive(err('region'))),
      ),
      finishingLevel: choice(FINISHING_LEVELS),
      hasGarage: z._default(z.boolean({ error: err('choice') }), false),
      hasAttic: z._default(z.boolean({ error: err('choice') }), false),
    },
    { error: err('body') },
  )
  .check(
    z.superRefine((input, ctx) => {
      const issue = (path: string, key: string) =>
        ctx.issues.push({ code: 'custom', message: err(key), path: [path], input: input });
      const floor = input.totalArea / input.storeys;
      // "5 storeys on 20 m²": every floor would be a closet.
      if (floor < LIMITS.minFloorArea) issue('storeys', 'tooManyStoreys');
      if (input.length === undefined && input.width !== undefined) issue('length', 'bothSides');
      if (input.width === undefined && input.length !== undefined) issue('width', 'bothSides');
      // The footprint of one floor has to fit into length × width (a little slack for rounding).
      if (
        input.length !== undefined &&
        input.width !== undefined &&
        input.length * input.width < floor * 0.9
      )
        issue('width', 'footprintTooBig');
      if (
        input.bedrooms * LIMITS.bedroomArea + input.bathrooms * LIMITS.bathroomArea >
        input.totalArea
      )
        issue('bedrooms', 'tooManyRooms');
      if (input.bathrooms > input.bedrooms + LIMITS.extraBathrooms)
        issue('bathrooms', 'tooManyBathrooms');
      if (input.hasAttic && input.roofType === 'flat') issue('hasAttic', 'atticFlatRoof');
    }),
  );

export type EstimateInput = z.infer<typeof estimateInputSchema>;
export type EstimateRawInput = z.input<typeof estimateInputSchema>;

/** Validates raw input; field errors are translation keys by field name. */
export function validateInput(
  raw: unknown,
): { ok: true; input: EstimateInput } | { ok: false; fields: FieldErrors } {
  const r = estimateInputSchema.safeParse(raw);
  if (r.success) return { ok: true, input: r.data };
  return { ok: false, fields: zodFields(r.error) };
}
