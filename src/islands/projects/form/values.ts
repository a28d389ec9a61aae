// How the project form's plain fields become the body its schema parses (the same object the API
// takes): the form reads them on submit (useSchemaForm, docs/decisions/014) as text, ticked boxes
// and lists; this adds what text cannot say. Zod-free, so it ships with the form.
import type { FormFieldOptions } from '@/lib/http/form-state';
import type { ProjectFormValues } from '@/lib/projects/project-form.schema';

/** Boxes (ticked → true) and lists (the features ticked, the photos' ids in their order). */
export const PROJECT_FIELDS: FormFieldOptions = {
  checkboxes: [
    'isNegotiable',
    'hasGarage',
    'hasParking',
    'hasAttic',
    'onlyDesign',
    'isActive',
    'gdprConsent',
  ],
  arrays: ['features', 'imageIds'],
};

/** Number fields and number selects: empty → missing, so zod says "required" or applies its default. */
const NUMBERS = [
  'price',
  'categoryId',
  'regionId',
  'area',
  'totalArea',
  'width',
  'length',
  'rooms',
  'bedrooms',
  'bathrooms',
  'buildingAge',
] as const;
/** Selects of a fixed list: "Choose…" (empty) → missing. */
const CHOICES = [
  'status',
  'propertyType',
  'storeys',
  'wallMaterial',
  'style',
  'foundation',
  'flooring',
];

const asNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);

export function toProjectInput(data: Record<string, unknown>): Record<string, unknown> {
  const input = { ...data };
  for (const name of NUMBERS) input[name] = asNumber(input[name]);
  for (const name of CHOICES) if (input[name] === '') input[name] = undefined;
  // "No district" (or none to choose while no region is chosen) is null, not missing.
  input.districtId = asNumber(input.districtId) ?? null;
  input.imageIds = ((input.imageIds as string[] | undefined) ?? []).map(Number);
  // Two empty coordinate boxes mean "no location", not two missing numbers.
  const loc = input.location as { latitude?: unknown; longitude?: unknown } | undefined;
  const latitude = asNumber(loc?.latitude);
  const longitude = asNumber(loc?.longitude);
  input.location =
    latitude === undefined && longitude === undefined ? null : { latitude, longitude };
  return input;
}

/** A field's first value as its input shows it (`location.latitude` reads the nested value). */
export function firstValue(initial: Partial<ProjectFormValues>, name: string): unknown {
  let value: unknown = initial;
  for (const key of name.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
