// What the page passes for the form's selects (names already in the page's language), and the
// enum options with the catalog's labels (locale namespace `projects`, owned by the read side).
import type { TFunction } from 'i18next';
import { ENUM_VALUES, fieldKey, labelKey, type EnumGroup } from '@/lib/projects/labels';
import type { Option, OptionGroup } from '@/islands/common/Fields';

export type Named = { id: number; name: string };
export type FormOptions = {
  categories: (Named & { subCategories: Named[] })[];
  regions: (Named & { centre: [number, number] | null; districts: Named[] })[];
  /** MAP_TILE_URL (docs/map.md), for the map picker. */
  tileUrl: string;
};

export function enumOptions(t: TFunction, group: Exclude<EnumGroup, 'sort'>): Option[] {
  return ENUM_VALUES[group].map((v) => ({ value: v, label: t(labelKey(group, v)) }));
}

/** Top-level categories with children become groups of their children; childless ones are options. */
export function categoryOptions(categories: FormOptions['categories']): (Option | OptionGroup)[] {
  return categories.map((category) =>
    category.subCategories.length > 0
      ? {
          label: category.name,
          options: category.subCategories.map((s) => ({ value: String(s.id), label: s.name })),
        }
      : { value: String(category.id), label: category.name },
  );
}

export const label = (t: TFunction, field: string) => t(fieldKey(field));
export const labelWithUnit = (t: TFunction, field: string, unit: 'som' | 'm2' | 'm' | 'years') =>
  t('projectForm:labelWithUnit', {
    label: t(fieldKey(field)),
    unit: t(`projectForm:unit.${unit}`),
  });
