// The filters, sort and paging of the project list (docs/api.md), as one zod schema shared by
// GET /api/projects, the /projects pages and the OpenAPI document. Parameter names are the API's.
// A plain HTML form sends empty strings for untouched fields: they mean "no filter", never an error.
import { z } from 'zod';
import { idParam } from '@/lib/validation/ids';
import { LANGS } from '@/lib/i18n/languages';
import { PageNumber, pageSizeParam } from '@/lib/http/query';
import {
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  SORTS,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from './labels';

const emptyToUndefined = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return s === '' ? undefined : s;
};
/** "1 500 000" and "120,5" as people type them on a phone. */
const numberText = (v: unknown) => {
  const s = emptyToUndefined(v);
  return typeof s === 'string' ? s.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') : s;
};

const id = () => z.preprocess(emptyToUndefined, idParam().optional());
const money = () =>
  z.preprocess(
    numberText,
    z.coerce
      .number({ error: 'errors:invalidNumber' })
      .int('errors:invalidNumber')
      .min(0, 'errors:invalidNumber')
      .max(1e15, 'errors:invalidNumber')
      .optional(),
  );
const metres = () =>
  z.preprocess(
    numberText,
    z.coerce
      .number({ error: 'errors:invalidNumber' })
      .min(0, 'errors:invalidNumber')
      .max(1e6, 'errors:invalidNumber')
      .optional(),
  );

/** One value or several (`Storeys=single&Storeys=two`); always an array after parsing. */
function oneOrMany<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(
      (v) =>
        Array.isArray(v)
          ? (v.map(emptyToUndefined).filter((x) => x !== undefined) as unknown[])
          : emptyToUndefined(v),
      z
        .union([z.enum(values), z.array(z.enum(values)).max(values.length)], {
          error: 'errors:invalidEnum',
        })
        .optional(),
    )
    .transform((v) =>
      v === undefined || (Array.isArray(v) && v.length === 0)
        ? undefined
        : ((Array.isArray(v) ? v : [v]) as T[number][]),
    );
}
const one = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: 'errors:invalidEnum' }).optional());
const flag = () =>
  z
    .preprocess(
      emptyToUndefined,
      z.enum(['true', 'false'], { error: 'errors:invalidEnum' }).optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === 'true'));

export const ProjectFiltersSchema = z.object({
  Search: z.preprocess(
    emptyToUndefined,
    z.string().max(100, 'projects:errors.searchTooLong').optional(),
  ),
  CategoryId: id(),
  Status: one(PROJECT_STATUSES),
  RegionId: id(),
  DistrictId: id(),
  PropertyType: oneOrMany(PROPERTY_TYPES),
  PriceMin: money(),
  PriceMax: money(),
  Storeys: oneOrMany(STOREYS),
  AreaMin: metres(),
  AreaMax: metres(),
  WidthMax: metres(),
  LengthMax: metres(),
  WallMaterial: oneOrMany(WALL_MATERIALS),
  Style: oneOrMany(STYLES),
  Foundation: oneOrMany(FOUNDATIONS),
  HasGarage: flag(),
  HasAttic: flag(),
  /** true: only design projects (drawings, not a building); false: only buildings. */
  OnlyDesign: flag(),
  /** true: only projects whose price is negotiable; false: only fixed prices. */
  OnlyNegotiable: flag(),
  Sort: z.preprocess(
    emptyToUndefined,
    z.enum(SORTS, { error: 'errors:invalidEnum' }).default('all'),
  ),
  PageNumber: z.preprocess(emptyToUndefined, PageNumber.default(1)),
  PageSize: z.preprocess(emptyToUndefined, pageSizeParam(12)),
  /**
   * Keyset paging: `metaData.nextCursor` of the previous page; the page is the rows after it and
   * PageNumber is not read. Opaque; its contents are checked against the sort when listing.
   */
  After: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(400, 'projects:errors.badCursor')
      .regex(/^[A-Za-z0-9_-]+$/, 'projects:errors.badCursor')
      .optional(),
  ),
  Lang: z.preprocess(emptyToUndefined, z.enum(LANGS, { error: 'errors:lang' }).optional()),
});

export type ProjectFilters = z.output<typeof ProjectFiltersSchema>;

/**
 * For pages: a hand-edited or outdated URL must still show a list, so parameters that do not
 * parse are dropped (the API answers 400 instead). Returns the filters and the dropped names.
 */
export function parseFiltersLenient(query: URLSearchParams): {
  filters: ProjectFilters;
  dropped: string[];
} {
  const obj: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    obj[key] = all.length > 1 ? all : all[0]!;
  }
  const dropped: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = ProjectFiltersSchema.safeParse(obj);
    if (r.success) return { filters: r.data, dropped };
    for (const issue of r.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key in obj) {
        delete obj[key];
        dropped.push(key);
      }
    }
  }
  return { filters: ProjectFiltersSchema.parse({}), dropped: Object.keys(obj) };
}

/** GET /api/projects/{id}: only the language. */
export const ProjectLangQuerySchema = z.object({
  Lang: z.preprocess(emptyToUndefined, z.enum(LANGS, { error: 'errors:lang' }).optional()),
});

/** GET /api/projects/featured: how many (1–24, default 8). */
export const FeaturedQuerySchema = ProjectLangQuerySchema.extend({
  PageSize: z.preprocess(emptyToUndefined, pageSizeParam(8, 24)),
});

/** GET /api/selected-projects: paging and language. */
export const SelectedQuerySchema = ProjectLangQuerySchema.extend({
  PageNumber: z.preprocess(emptyToUndefined, PageNumber.default(1)),
  PageSize: z.preprocess(emptyToUndefined, pageSizeParam(12)),
});
