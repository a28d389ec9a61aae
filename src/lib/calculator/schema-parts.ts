// Building blocks of the calculator schemas (zod/mini: the island bundles these schemas, and the
// mini build keeps its JS small). Messages are translation keys, resolved in the request/page language.
import * as z from 'zod/mini';
import { openingsArea } from './choices';

export const MSG = {
  number: 'calculator:error.number',
  positive: 'calculator:error.positive',
  min: 'calculator:error.min',
  max: 'calculator:error.max',
  integer: 'calculator:error.integer',
  choice: 'calculator:error.choice',
  openingTooLarge: 'calculator:error.openingTooLarge',
  openingsCoverWall: 'calculator:error.openingsCoverWall',
  pitchRange: 'calculator:error.pitchRange',
  sheetTooShort: 'calculator:error.sheetTooShort',
  tooManyOpenings: 'calculator:error.tooManyOpenings',
  unitSizeRequired: 'calculator:error.unitSizeRequired',
} as const;

/** A finite number in (0, max] — sizes can never be zero or negative. */
export const size = (max: number) =>
  z.number({ error: MSG.number }).check(z.positive(MSG.positive), z.maximum(max, MSG.max));

/** A finite number in [min, max]. */
export const range = (min: number, max: number) =>
  z.number({ error: MSG.number }).check(z.minimum(min, MSG.min), z.maximum(max, MSG.max));

/** A whole number in [min, max]. */
export const count = (min: number, max: number) =>
  z
    .number({ error: MSG.number })
    .check(z.int(MSG.integer), z.minimum(min, MSG.min), z.maximum(max, MSG.max));

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MSG.choice });

/** Waste allowance in percent; absent → the calculator's default for the case. */
export const wastePercent = z.optional(range(0, 50));

/** Unit prices in so'm per purchase unit, by line id (lines without a price get no cost). */
export const prices = z.optional(z.record(z.string().check(z.maxLength(40)), range(0, 1e12)));

/** Doors and windows: width × height (m), `count` of the same size. */
export const opening = z.object({
  width: size(100),
  height: size(100),
  count: z._default(count(1, 100), 1),
});
export const openings = z._default(
  z.array(opening).check(z.maxLength(30, MSG.tooManyOpenings)),
  [],
);
export type Opening = z.infer<typeof opening>;

export type Issue = { path: (string | number)[]; message: string };

/**
 * Openings must fit the wall: each one no wider/taller than the wall and together smaller than it.
 * Returns issues on the offending fields (zod paths).
 */
export function openingIssues(list: Opening[], wallLength: number, wallHeight: number): Issue[] {
  // zod runs refinements after non-fatal issues too: judge openings only against a valid wall.
  if (!(wallLength > 0 && wallHeight > 0)) return [];
  if (list.some((o) => !(o.width > 0 && o.height > 0 && o.count >= 1))) return [];
  const issues: Issue[] = [];
  list.forEach((o, i) => {
    if (o.width > wallLength)
      issues.push({ path: ['openings', i, 'width'], message: MSG.openingTooLarge });
    if (o.height > wallHeight)
      issues.push({ path: ['openings', i, 'height'], message: MSG.openingTooLarge });
  });
  if (issues.length === 0 && openingsArea(list) >= wallLength * wallHeight) {
    issues.push({ path: ['openings'], message: MSG.openingsCoverWall });
  }
  return issues;
}

export { openingsArea };

/** Adapter: pushes our issues into a zod refinement context. */
export function pushIssues(ctx: { issues: unknown[] }, value: unknown, issues: Issue[]) {
  for (const i of issues)
    ctx.issues.push({ code: 'custom', message: i.message, path: i.path, input: value });
}
