// Input of the wall calculator. Wall sizes in m, unit sizes and joints in mm.
import * as z from 'zod/mini';
import {
  MSG,
  choice,
  count,
  openingIssues,
  openings,
  prices,
  pushIssues,
  range,
  size,
  wastePercent,
} from './schema-parts';

import { MATERIALS, THICKNESSES } from './choices';

export { MATERIALS, THICKNESSES, type Material } from './choices';

export const wallSchema = z
  .object({
    /** building perimeter, or the sum of the lengths of the walls */
    length: size(10000),
    height: size(100),
    openings,
    material: choice(MATERIALS),
    /** only for material "custom" */
    unitLength: z.optional(range(50, 2000)),
    unitWidth: z.optional(range(50, 1000)),
    unitHeight: z.optional(range(20, 1000)),
    thickness: z._default(choice(THICKNESSES), 'one'),
    /** absent → mortar for bricks and cinder blocks, glue for aerated and foam blocks */
    jointType: z.optional(choice(['mortar', 'glue'])),
    /** joint thickness, mm; absent → 10 for mortar, 3 for glue */
    joint: z.optional(range(0, 30)),
    perPallet: z.optional(count(1, 100000)),
    wastePercent,
    prices,
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.material === 'custom') {
        for (const f of ['unitLength', 'unitWidth', 'unitHeight'] as const) {
          if (input[f] === undefined)
            ctx.issues.push({
              code: 'custom',
              message: MSG.unitSizeRequired,
              path: [f],
              input: input,
            });
        }
      }
      pushIssues(ctx, input, openingIssues(input.openings, input.length, input.height));
    }),
  );
export type WallInput = z.infer<typeof wallSchema>;
