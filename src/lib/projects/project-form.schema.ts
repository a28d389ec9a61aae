// The one schema of the project form (docs/architecture.md "House rules"): the island validates
// with it (useSchemaForm, its fields read by form/values.ts) and the endpoints parse POST/PUT bodies
// with it, so both sides refuse the same things. It must stay importable in the browser: no server modules, no drizzle schema (the enum
// lists come from labels.ts, which labels.test.ts keeps equal to the database enums).
// Messages are translation keys; those that take numbers carry them (msg(), validation/messages.ts).
import { z } from 'zod';
import { insideUzbekistan } from '@/lib/catalog/uzbekistan-geo';
import { msg } from '../validation/messages';
import { textString } from '@/lib/validation/text';
import {
  FEATURES,
  FLOORINGS,
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from './labels';

import { LIMITS, MAX_IMAGES, MIN_IMAGES } from './form-limits';

export { LIMITS, MAX_IMAGES, MIN_IMAGES } from './form-limits';

const tooBig = (max: number) => msg('projectForm:errors.tooBig', { max });
const outOfRange = (min: number, max: number) => msg('projectForm:errors.outOfRange', { min, max });

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
/** Missing → the spec's required message; present but of the wrong kind → `invalid`. */
const req = (invalid: string) => ({
  error: (iss: { input?: unknown }) => (isBlank(iss.input) ? 'errors:required' : invalid),
});

const text = (max: number) =>
  textString(req('errors:invalidValue')).trim().max(max, msg('errors:maxLength', { max }));
const requiredText = (min: number, max: number) =>
  textString(req('errors:invalidValue'))
    .trim()
    .min(1, 'errors:required')
    .min(min, msg('errors:minLength', { min }))
    .max(max, msg('errors:maxLength', { max }));
const num = () => z.number(req('errors:invalidNumber')).min(0, 'projectForm:errors.nonNegative');
const count = (max: number) => num().int('errors:invalidNumber').max(max, tooBig(max));
const id = () =>
  z
    .number(req('errors:invalidValue'))
    .int('errors:invalidValue')
    .positive('errors:invalidValue')
    .max(2_147_483_647, 'errors:invalidValue');
const flag = () => z.boolean(req('errors:invalidValue')).default(false);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, req('errors:invalidEnum'));

/**
 * Phone numbers as people type them ("90 123-45-67", "+998 (90) 123 45 67") become E.164. A 9-digit
 * number is Uzbek without its country code; +998 numbers must have exactly 9 digits after it.
 */
export function normalizePhone(raw: string): string | null {
  const s = raw.replace(/[\s()-]/g, '');
  if (!/^\+?\d+$/.test(s)) return null;
  const digits = s.replace(/^\+/, '');
  const e164 = digits.length === 9 ? `+998${digits}` : `+${digits}`;
  if (e164.startsWith('+998')) return /^\+998\d{9}$/.test(e164) ? e164 : null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

const phone = textString(req('projectForm:errors.phone'))
  .trim()
  .min(1, 'errors:required')
  .transform((v, ctx) => {
    const p = normalizePhone(v);
    if (!p) ctx.addIssue({ code: 'custom', message: 'projectForm:errors.phone' });
    return p ?? v;
  });

const email = textString(req('projectForm:errors.email'))
  .trim()
  .max(LIMITS.contactEmail.max, msg('errors:maxLength', { max: LIMITS.contactEmail.max }))
  .refine((v) => v === '' || z.email().safeParse(v).success, 'projectForm:errors.email')
  .transform((v) => v.toLowerCase())
  .default('');

const location = z
  .object(
    {
      latitude: z
        .number(req('errors:invalidNumber'))
        .min(-90, outOfRange(-90, 90))
        .max(90, outOfRange(-90, 90)),
      longitude: z
        .number(req('errors:invalidNumber'))
        .min(-180, outOfRange(-180, 180))
        .max(180, outOfRange(-180, 180)),
    },
    req('errors:invalidValue'),
  )
  .refine((l) => insideUzbekistan(l.latitude, l.longitude), {
    // Beside the latitude box, where the form shows the point's errors.
    path: ['latitude'],
    message: 'projectForm:errors.outsideUzbekistan',
  });

export const projectFormSchema = z
  .object({
    title: requiredText(LIMITS.title.min, LIMITS.title.max),
    description: text(LIMITS.description.max).default(''),
    status: oneOf(PROJECT_STATUSES),
    propertyType: oneOf(PROPERTY_TYPES),
    price: num().int('errors:invalidNumber').max(LIMITS.price.max, tooBig(LIMITS.price.max)),
    isNegotiable: flag(),
    categoryId: id(),
    regionId: id(),
    districtId: id().nullable().default(null),
    address: text(LIMITS.address.max).default(''),
    city: text(LIMITS.city.max).default(''),
    state: text(LIMITS.state.max).default(''),
    zipCode: text(LIMITS.zipCode.max)
      .regex(/^[0-9A-Za-z -]*$/, 'errors:invalidValue')
      .default(''),
    location: location.nullable().default(null),
    area: num()
      .positive('projectForm:errors.positive')
      .max(LIMITS.area.max, tooBig(LIMITS.area.max)),
    totalArea: num().max(LIMITS.totalArea.max, tooBig(LIMITS.totalArea.max)).default(0),
    length: num().max(LIMITS.length.max, tooBig(LIMITS.length.max)).default(0),
    width: num().max(LIMITS.width.max, tooBig(LIMITS.width.max)).default(0),
    bedrooms: count(LIMITS.bedrooms.max).default(0),
    bathrooms: count(LIMITS.bathrooms.max).default(0),
    rooms: count(LIMITS.rooms.max).default(0),
    buildingAge: count(LIMITS.buildingAge.max).nullable().default(null),
    hasGarage: flag(),
    hasParking: flag(),
    hasAttic: flag(),
    onlyDesign: flag(),
    isActive: z.boolean(req('errors:invalidValue')).default(true),
    storeys: oneOf(STOREYS),
    wallMaterial: oneOf(WALL_MATERIALS),
    style: oneOf(STYLES),
    foundation: oneOf(FOUNDATIONS),
    // Optional: not chosen → null, never a value the author did not choose.
    flooring: oneOf(FLOORINGS).nullable().default(null),
    features: z
      .array(oneOf(FEATURES), req('errors:invalidValue'))
      .max(FEATURES.length, 'errors:invalidValue')
      .transform((a) => [...new Set(a)])
      .default([]),
    contactName: requiredText(LIMITS.contactName.min, LIMITS.contactName.max),
    contactEmail: email,
    contactPhone: phone,
    gdprConsent: z.literal(true, { error: 'projectForm:errors.gdpr' }),
    /** Uploaded images in order; the first is the cover. */
    imageIds: z
      .array(id(), { error: 'projectForm:errors.imagesMin' })
      .min(MIN_IMAGES, 'projectForm:errors.imagesMin')
      .max(MAX_IMAGES, 'projectForm:errors.imagesMax')
      .refine((a) => new Set(a).size === a.length, 'errors:invalidValue'),
  })
  .superRefine((form, ctx) => {
    // A footprint of width × length beyond a few hectares is a typo (centimetres typed as metres).
    if (form.width > 0 && form.length > 0 && form.width * form.length > LIMITS.footprint.max) {
      ctx.addIssue({ code: 'custom', path: ['length'], message: 'projectForm:errors.footprint' });
    }
    // Price 0 means "ask me": allowed only when the price is marked negotiable.
    if (form.price === 0 && !form.isNegotiable) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'projectForm:errors.priceOrNegotiable',
      });
    }
  })
  // Parking is one fact stored twice (the hasParking column and the 'parking' feature, both in
  // the API): the form asks once (the building's checkbox) and either one set means both, so the
  // facts table and the features list never disagree.
  .transform((form) => {
    const parking = form.hasParking || form.features.includes('parking');
    const features =
      parking && !form.features.includes('parking')
        ? [...form.features, 'parking' as const]
        : form.features;
    return { ...form, hasParking: parking, features };
  });

/** What the form holds and the API accepts (defaults still missing). */
export type ProjectFormInput = z.input<typeof projectFormSchema>;
/** What the form island holds: the consent box starts unticked, so it is any boolean until submit. */
export type ProjectFormValues = Omit<ProjectFormInput, 'gdprConsent'> & { gdprConsent: boolean };
/** What the server stores (defaults applied, phone in E.164, features unique). */
export type ProjectInput = z.output<typeof projectFormSchema>;

/** PATCH /api/projects/{id}/status */
export const projectStatusSchema = z.object({ isActive: z.boolean(req('errors:invalidValue')) });
