// Input of the roofing calculator. Sizes in m; pitch in degrees or as rise over run.
import * as z from 'zod/mini';
import { COVERINGS, PITCH_MAX, PITCH_MIN } from './constants';
import { MSG, choice, prices, range, size, wastePercent } from './schema-parts';

import { COVERING_KEYS } from './choices';

export { COVERING_KEYS } from './choices';

export const roofingSchema = z
  .object({
    roofType: choice(['single', 'gable', 'hip']),
    /** building length (along the ridge) and width, without overhangs */
    length: size(500),
    width: size(500),
    eaveOverhang: z._default(range(0, 3), 0.5),
    /** overhang at the gable ends (single-slope and gable roofs) */
    gableOverhang: z._default(range(0, 3), 0.3),
    pitchMode: z._default(choice(['angle', 'ratio']), 'angle'),
    pitch: z.optional(
      z
        .number({ error: MSG.number })
        .check(z.minimum(PITCH_MIN, MSG.pitchRange), z.maximum(PITCH_MAX, MSG.pitchRange)),
    ),
    rise: z.optional(size(500)),
    run: z.optional(size(500)),
    covering: choice(COVERING_KEYS),
    /** ordered sheet length for metal tile / profiled sheet; absent → the covering's usual length */
    sheetLength: z.optional(size(12)),
    wastePercent,
    prices,
  })
  .check(
    z.superRefine((input, ctx) => {
      const add = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: input });
      if (input.pitchMode === 'angle') {
        if (input.pitch === undefined) add('pitch', MSG.number);
      } else if (input.rise === undefined || input.run === undefined) {
        if (input.rise === undefined) add('rise', MSG.number);
        if (input.run === undefined) add('run', MSG.number);
      } else if (input.rise > 0 && input.run > 0) {
        const deg = (Math.atan2(input.rise, input.run) * 180) / Math.PI;
        if (deg < PITCH_MIN || deg > PITCH_MAX) add('rise', MSG.pitchRange);
      }
      const covering = COVERINGS[input.covering];
      if (
        covering.kind === 'sheet' &&
        covering.cutToLength &&
        input.sheetLength !== undefined &&
        input.sheetLength < covering.endOverlap + 0.3
      ) {
        add('sheetLength', MSG.sheetTooShort);
      }
    }),
  );
export type RoofingInput = z.infer<typeof roofingSchema>;
