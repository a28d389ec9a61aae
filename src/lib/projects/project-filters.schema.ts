// The filters, sort and paging of the project list (docs/api.md), as one zod schema shared by
// GET /api/projects, the /projects pages and the OpenAPI document. Parameter names are the API's.
// A plain HTML form sends empty strings for untouched fields: they mean "no filter", never an error.
import { z } from 'zod';
import { msg } from '@/lib/validation/messages';
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
/**
 * `Bbox=minLng,minLat,maxLng,maxLat` (WGS 84 degrees, as Leaflet's `toBBoxString()` writes it):
 * only projects whose point lies inside. Each way it can be wrong has its own message.
 */
export type Bbox = { minLng: number; minLat: number; maxLng: number; maxLat: number };
const bboxText = () =>
  z
    .string({ error: 'projects:errors.bboxRequired' })
    .max(120, 'projects:errors.bboxFormat')
    .transform((text, ctx): Bbox => {
      const parts = text.split(',').map((x) => x.trim());
      const n = parts.map(Number);
      if (parts.length !== 4 || parts.some((x) => x === '') || !n.every(Number.isFinite)) {
        ctx.addIssue({ code: 'custom', message: 'projects:errors.bboxFormat' });
        return z.NEVER;
      }
      const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
      if (
        [minLng, maxLng].some((x) => x < -180 || x > 180) ||
        [minLat, maxLat].some((x) => x < -90 || x > 90)
      ) {
        ctx.addIssue({ code: 'custom', message: 'projects:errors.bboxRange' });
        return z.NEVER;
      }
      if (minLng >= maxLng || minLat >= maxLat) {
        ctx.addIssue({ code: 'custom', message: 'projects:errors.bboxOrder' });
        return z.NEVER;
      }
      return { minLng, minLat, maxLng, maxLat };
    });
const bbox = () => z.preprocess(emptyToUndefined, bboxText().optional());

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
  /** Only projects inside this box (the map's "search this area"). */
  Bbox: bbox(),
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

/** The deepest zoom of a web map (Leaflet's and OpenStreetMap's tiles go to 19–20). */
export const MAX_ZOOM = 20;

/**
 * How wide a box may be at a zoom, in degrees of longitude: 16 tiles of 256 px, wider than any
 * screen. Past it a close zoom would cluster the whole country into tiny cells (thousands of
 * groups for one answer), so the box is refused instead.
 */
export const maxBoxSpan = (zoom: number) => Math.min(360, (360 * 16) / 2 ** zoom);

/**
 * GET /api/projects/map: the list's filters (no paging or sort: the map shows every match), the
 * box (required) and the zoom that decides how the points are grouped.
 */
export const ProjectMapQuerySchema = ProjectFiltersSchema.omit({
  Sort: true,
  PageNumber: true,
  PageSize: true,
  After: true,
})
  .extend({
    Bbox: z.preprocess(emptyToUndefined, bboxText()),
    Zoom: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'projects:errors.zoomRange' })
        .int('projects:errors.zoomRange')
        .min(0, 'projects:errors.zoomRange')
        .max(MAX_ZOOM, 'projects:errors.zoomRange'),
    ),
  })
  .superRefine((q, ctx) => {
    const span = maxBoxSpan(q.Zoom);
    if (q.Bbox.maxLng - q.Bbox.minLng > span || q.Bbox.maxLat - q.Bbox.minLat > span)
      ctx.addIssue({
        code: 'custom',
        path: ['Bbox'],
        message: msg('projects:errors.bboxTooLarge', { zoom: q.Zoom }),
      });
  });

export type ProjectMapQuery = z.output<typeof ProjectMapQuerySchema>;

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
