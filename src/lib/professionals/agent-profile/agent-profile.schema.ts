// The agent form (/agents/create and, for accounts with an agent, "My profile"): one schema for the
// island and for POST/PUT /api/agents (docs/api.md, Professionals). docs/product.md §5: designation
// 3–100, a valid phone and e-mail, about ≤ 1000, at least one service type, GDPR consent required.
import { z } from 'zod';
import {
  LIMITS,
  optionalId,
  optionalText,
  optionalUrl,
  phoneField,
  requiredText,
} from '@/lib/validation/fields';
import { M } from '@/lib/validation/messages';
import {
  optionalEmail,
  optionalPhone,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@/lib/accounts/profile.schema';
import { AGENT_COUNTRIES, DEFAULT_COUNTRY, isAgentCountry } from './countries';

export const AGENT_MESSAGES = {
  gdpr: 'agentForm:errors.gdpr',
  country: 'agentForm:errors.country',
} as const;

const id = () =>
  z.coerce
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .positive(M.invalidValue)
    .max(2_147_483_647, M.invalidValue);

/** ISO code from the list; absent or empty means Uzbekistan (the column's default too). */
const countryField = () =>
  z
    .string({ error: AGENT_MESSAGES.country })
    .nullish()
    .transform((v, ctx) => {
      const code = (v ?? '').trim().toUpperCase();
      if (code === '') return DEFAULT_COUNTRY;
      if (isAgentCountry(code)) return code;
      ctx.addIssue({ code: 'custom', message: AGENT_MESSAGES.country });
      return z.NEVER;
    });

const socialLinksField = () =>
  z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl()])) as Record<
        SocialNetwork,
        ReturnType<typeof optionalUrl>
      >,
      { error: M.invalidValue },
    )
    .partial();

const consent = () =>
  z.boolean({ error: AGENT_MESSAGES.gdpr }).refine((v) => v, AGENT_MESSAGES.gdpr);

const shape = () => ({
  // Only the edit form shows these two ("My profile"); creating takes the account's name.
  fullName: requiredText({ min: LIMITS.nameMin, max: LIMITS.short }).optional(),
  specialistType: optionalText(LIMITS.short).optional(),
  designation: requiredText({ min: LIMITS.nameMin, max: LIMITS.short }),
  phone: phoneField(),
  landLine: optionalPhone(),
  country: countryField(),
  email: optionalEmail(),
  regionId: optionalId().transform((v, ctx) => {
    if (v !== null) return v;
    ctx.addIssue({ code: 'custom', message: M.required });
    return z.NEVER;
  }),
  districtId: optionalId(),
  address: optionalText(LIMITS.short),
  about: optionalText(LIMITS.long),
  serviceIds: z
    .array(id(), { error: M.serviceRequired })
    .max(50, M.invalidValue)
    .min(1, M.serviceRequired)
    .transform((ids) => [...new Set(ids)]),
  // Absent: the account's social links stay as they are; given: they are replaced.
  socialLinks: socialLinksField().optional(),
  // The account's "new message" notices (My profile); absent leaves the setting as it is.
  notifyMessages: z.boolean({ error: M.invalidValue }).optional(),
});

// Consent is given once, on creation (docs/product.md §5); an edit may repeat it but need not.
export const CreateAgentSchema = z.object(
  { ...shape(), gdprConsent: consent() },
  { error: M.invalidValue },
);
export const UpdateAgentSchema = z.object(
  { ...shape(), gdprConsent: consent().optional() },
  { error: M.invalidValue },
);
/** The form's values (consent is on the create form only). */
export type AgentFormInput = z.input<typeof UpdateAgentSchema>;
export type CreateAgentData = z.output<typeof CreateAgentSchema>;
export type UpdateAgentData = z.output<typeof UpdateAgentSchema>;
export { AGENT_COUNTRIES };
