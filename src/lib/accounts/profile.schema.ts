// The "My profile" form (docs/product.md §3, Profile and Company). One builder, because one rule depends
// on the account: a specialist or a company must pick at least one service (docs/product.md §5).
import { z } from 'zod';
import {
  codeField,
  emailField,
  LIMITS,
  optionalId,
  optionalText,
  optionalUrl,
  phoneField,
  requiredText,
} from '../validation/fields';
import { M } from '../validation/messages';
import { textString } from '@/lib/validation/text';
import { tinField } from '../validation/fields';

import { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

export { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

/** Empty, or valid by `field` (not a union: its error would be zod's generic "Invalid input"). */
const optionalBy = (field: () => z.ZodType<string, string>) =>
  optionalText(LIMITS.short).transform((v, ctx) => {
    if (!v) return '';
    const r = field().safeParse(v);
    if (r.success) return r.data;
    ctx.addIssue({ code: 'custom', message: r.error.issues[0]!.message });
    return z.NEVER;
  });
export const optionalEmail = () => optionalBy(emailField);
export const optionalPhone = () => optionalBy(phoneField);

export const CompanySchema = z.object(
  {
    tin: tinField(),
    companyName: requiredText({ min: LIMITS.nameMin }),
    fullAddress: optionalText(LIMITS.short),
    directorName: optionalText(LIMITS.short),
    email: optionalEmail(),
    phone: optionalPhone(),
  },
  { error: M.requiredShort },
);

function build<C extends z.ZodType>(specialist: boolean, company: C) {
  return z.object(
    {
      fullName: requiredText({ min: LIMITS.nameMin, max: LIMITS.short }),
      specialistType: optionalText(LIMITS.short),
      regionId: optionalId(),
      districtId: optionalId(),
      address: optionalText(LIMITS.short),
      about: optionalText(LIMITS.long),
      serviceIds: z
        .array(
          z.coerce
            .number({ error: M.invalidValue })
            .int(M.invalidValue)
            .positive(M.invalidValue)
            .max(2_147_483_647, M.invalidValue),
          { error: M.invalidValue },
        )
        .max(50, M.invalidValue)
        .default([])
        .refine((ids) => !specialist || ids.length > 0, M.serviceRequired),
      social: z
        .object(
          Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl()])) as Record<
            SocialNetwork,
            ReturnType<typeof optionalUrl>
          >,
          { error: M.invalidValue },
        )
        .partial()
        .default({}),
      company,
      // "Notify me of new messages by SMS/e-mail"; absent leaves the setting as it is.
      notifyMessages: z.boolean({ error: M.invalidValue }).optional(),
    },
    { error: M.invalidValue },
  );
}

/** Only a company has company info; anything another account sends there is ignored. */
const noCompany = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined);

export function makeProfileSchema(opts: { specialist: boolean; company: boolean }) {
  return opts.company ? build(opts.specialist, CompanySchema) : build(opts.specialist, noCompany());
}
/** The form's shape (the company part is there for companies only). */
export type CompanyProfileSchema = ReturnType<typeof build<typeof CompanySchema>>;
export type ProfileInput = z.input<CompanyProfileSchema>;
export type ProfileData = z.output<ReturnType<typeof makeProfileSchema>>;

/** Changing the phone or e-mail of the account: the password again, then a code to the new one. */
export const CONTACT_KINDS = ['phone', 'email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const password = () =>
  textString({ error: M.required }).min(1, M.required).max(LIMITS.short, M.maxLength(LIMITS.short));
const contactValue = (kind: ContactKind) => (kind === 'phone' ? phoneField() : emailField());

export function makeChangeContactSchema(kind: ContactKind) {
  return z.object(
    { kind: z.literal(kind), value: contactValue(kind), password: password() },
    { error: M.invalidValue },
  );
}
export function makeConfirmContactSchema(kind: ContactKind) {
  return z.object(
    { kind: z.literal(kind), value: contactValue(kind), code: codeField() },
    { error: M.invalidValue },
  );
}
export const ChangeContactSchema = z.discriminatedUnion(
  'kind',
  [makeChangeContactSchema('phone'), makeChangeContactSchema('email')],
  { error: M.invalidValue },
);
export const ConfirmContactSchema = z.discriminatedUnion(
  'kind',
  [makeConfirmContactSchema('phone'), makeConfirmContactSchema('email')],
  { error: M.invalidValue },
);
