// The project enums as plain constants (no drizzle, no zod), so islands and scripts can import them
// without pulling a library into the browser, plus the translation keys of their labels
// (locale namespace `projects`). The values stored in the database are those of db/enums.ts,
// handed on from here; the pgEnums of db/schema.ts are made from the same lists.
import {
  FEATURES,
  FLOORINGS,
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from '@/lib/db/enums';
export {
  FEATURES,
  FLOORINGS,
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
};
/** all = newest first; popular = most viewed, then most saved. */
export const SORTS = ['all', 'priceAsc', 'priceDesc', 'popular'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Storeys = (typeof STOREYS)[number];
export type WallMaterial = (typeof WALL_MATERIALS)[number];
export type Style = (typeof STYLES)[number];
export type Foundation = (typeof FOUNDATIONS)[number];
export type Flooring = (typeof FLOORINGS)[number];
export type Feature = (typeof FEATURES)[number];
export type ProjectSort = (typeof SORTS)[number];

/**
 * Label keys: `projects:<group>.<value>`, e.g. `projects:style.hiTech`. The groups are the field
 * names of docs/api.md, so a form can write `t(labelKey('wallMaterial', v))` for any enum field.
 */
export type EnumGroup =
  | 'status'
  | 'propertyType'
  | 'storeys'
  | 'wallMaterial'
  | 'style'
  | 'foundation'
  | 'flooring'
  | 'feature'
  | 'sort';

export const ENUM_VALUES = {
  status: PROJECT_STATUSES,
  propertyType: PROPERTY_TYPES,
  storeys: STOREYS,
  wallMaterial: WALL_MATERIALS,
  style: STYLES,
  foundation: FOUNDATIONS,
  flooring: FLOORINGS,
  feature: FEATURES,
  sort: SORTS,
} as const satisfies Record<EnumGroup, readonly string[]>;

export function labelKey(group: EnumGroup, value: string): string {
  return `projects:${group}.${value}`;
}

/** Field label keys (`projects:field.<name>`), shared by the detail page and the create/edit forms. */
export function fieldKey(name: string): string {
  return `projects:field.${name}`;
}

/** A small inline SVG path (24×24 viewBox) per feature, for the detail page's feature list. */
export const FEATURE_ICONS: Record<Feature, string> = {
  airCondition: 'M3 5h18v7H3zm2 9h2v5H5zm4 0h2v3H9zm4 0h2v5h-2zm4 0h2v3h-2z',
  bedding:
    'M3 7h2v6h14a2 2 0 0 1 2 2v4h-2v-2H5v2H3zm5 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4m3 1h6a2 2 0 0 1 2 2v1h-8z',
  heating:
    'M7 3c2 3-2 5 0 8s-2 5 0 8l-2 1c-2-3 2-5 0-8s2-5 0-8zm6 0c2 3-2 5 0 8s-2 5 0 8l-2 1c-2-3 2-5 0-8s2-5 0-8zm6 0c2 3-2 5 0 8s-2 5 0 8l-2 1c-2-3 2-5 0-8s2-5 0-8z',
  internet:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-3a15 15 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8M12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4M4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4zm.8 2h3a15 15 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16M8 8H5.1a8 8 0 0 1 4.3-3.9A15 15 0 0 0 8 8m4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4m2.3-6H9.7a15 15 0 0 1 0-4h4.6a15 15 0 0 1 0 4m.3 5.9A15 15 0 0 0 16 16h3a8 8 0 0 1-4.4 3.9m1.7-5.9a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4z',
  microwave: 'M2 5h20v14H2zm2 2v10h11V7zm13 0v2h3V7zm0 4v2h3v-2z',
  smokingAllowed:
    'M2 16h14v3H2zm15 0h1.5v3H17zm2.5 0H21v3h-1.5zM18.9 7.7A3.5 3.5 0 0 0 16.5 2v1.5a2 2 0 0 1 0 4h-1.6a3.7 3.7 0 0 0 0 7.4V13a2.2 2.2 0 0 1 0-4.4h1.6A2.5 2.5 0 0 1 19 11v2h1.5v-2.3a4 4 0 0 0-1.6-3',
  terrace: 'M2 10 12 4l10 6v2H2zm2 4h2v6H4zm4 0h2v6H8zm6 0h2v6h-2zm4 0h2v6h-2zM2 13h20v1H2z',
  balcony:
    'M6 3h12v9H6zm2 2v5h3V5zm5 0v5h3V5zM3 13h18v2h-1v6h-2v-6h-2v6h-2v-6h-2v6H9v-6H7v6H5v-6H3z',
  wifi: 'M12 21 8.5 17.5a5 5 0 0 1 7 0zM5 14l2 2a7 7 0 0 1 10 0l2-2a10 10 0 0 0-14 0m-3.5-3.5 2 2a12 12 0 0 1 17 0l2-2a15 15 0 0 0-21 0',
  beach:
    'M13.1 9.4 19 15.3l-1.4 1.4-5.9-5.9-2.8 2.8L7.5 12l5.7-5.7 1.4 1.4zM12 2a10 10 0 0 1 10 10h-2a8 8 0 0 0-8-8zM2 20c2 0 3-1 5-1s3 1 5 1 3-1 5-1 3 1 5 1v2c-2 0-3-1-5-1s-3 1-5 1-3-1-5-1-3 1-5 1z',
  parking: 'M5 3h8a6 6 0 0 1 0 12H9v6H5zm4 4v4h4a2 2 0 0 0 0-4z',
};
