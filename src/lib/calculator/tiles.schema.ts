// Input of the tile calculator. Surface sizes in m, tile sizes and joint in mm.
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

import { LAYOUTS, TILE_SIZES } from './choices';

export { TILE_SIZES, LAYOUTS, type TileSize } from './choices';

export const tilesSchema = z
  .object({
    surface: choice(['floor', 'wall']),
    /** floor: room length × width; wall: total length of the tiled walls × height */
    length: size(1000),
    width: size(1000),
    /** doors and windows in tiled walls (ignored for floors) */
    openings,
    tileSize: choice(TILE_SIZES),
    /** only for tileSize "custom" */
    tileLength: z.optional(range(10, 3000)),
    tileWidth: z.optional(range(10, 3000)),
    /** tile thickness, mm (grout); absent → the size's usual thickness */
    tileThickness: z.optional(range(2, 40)),
    joint: z._default(range(0, 20), 2),
    layout: z._default(choice(LAYOUTS), 'straight'),
    perBox: z.optional(count(1, 1000)),
    /** adhesive layer, mm; absent → by tile size (3–6 mm) */
    adhesiveLayer: z.optional(range(1, 30)),
    wastePercent,
    prices,
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.tileSize === 'custom') {
        for (const f of ['tileLength', 'tileWidth'] as const) {
          if (input[f] === undefined)
            ctx.issues.push({
              code: 'custom',
              message: MSG.unitSizeRequired,
              path: [f],
              input: input,
            });
        }
      }
      if (input.surface === 'wall')
        pushIssues(ctx, input, openingIssues(input.openings, input.length, input.width));
    }),
  );
export type TilesInput = z.infer<typeof tilesSchema>;
