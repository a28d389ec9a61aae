// What the session and account endpoints answer (src/lib/auth/, src/lib/accounts/).
import { z } from 'zod';
import type { Profile } from '@/lib/accounts/get-profile.server';
import type { PublicAccount } from '@/lib/accounts/public-account.server';
import { ROLES } from '@/lib/accounts/roles';
import { SOCIAL_NETWORKS } from '@/lib/accounts/social-networks';
import { id, int, obj, time, tied } from './common';

const role = z.enum(ROLES);
/** An account's photo: `imagePath` null while it has none (the original contract's shape). */
const photo = obj({ imagePath: z.string().nullable() });

export const ResendAfterSchema = obj({ resendAfterSeconds: int });

export const RegisteredSchema = obj({
  username: z.string(),
  isPhoneNumber: z.boolean(),
  resendAfterSeconds: int,
  /** Names this registration: confirmation and resend require it (body field or cookie). */
  attemptToken: z.string(),
});

/** user/login, register/confirm, register/verify: the session token as plain text. */
export const TokenSchema = z.string().min(1);

export const ResetTokenSchema = obj({ resetToken: z.string() });

export const SessionAccountSchema = obj({
  id,
  fullName: z.string(),
  userRole: role,
  agentId: id.nullable(),
  agencyId: id.nullable(),
  image: photo,
  isPro: z.boolean(),
  proUntil: time.nullable(),
});

export const PublicAccountSchema = tied<PublicAccount>()(
  obj({
    id,
    fullName: z.string(),
    userRole: role,
    image: photo,
    isPro: z.boolean(),
    agentId: id.nullable(),
    agencyId: id.nullable(),
  }),
);

export const ProfileSchema = tied<Profile>()(
  obj({
    id,
    fullName: z.string(),
    userRole: role,
    specialistType: z.string(),
    email: z.string(),
    phone: z.string(),
    regionId: id.nullable(),
    districtId: id.nullable(),
    address: z.string(),
    about: z.string(),
    serviceIds: z.array(id),
    social: obj(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().optional()]))),
    image: photo,
    isPro: z.boolean(),
    proSince: time.nullable(),
    proUntil: time.nullable(),
    agentId: id.nullable(),
    agencyId: id.nullable(),
    company: obj({
      tin: z.string(),
      companyName: z.string(),
      fullAddress: z.string(),
      directorName: z.string(),
      email: z.string(),
      phone: z.string(),
      rating: z.number(),
    }).nullable(),
    agent: obj({
      designation: z.string(),
      phone: z.string(),
      landLine: z.string(),
      country: z.string(),
      email: z.string(),
    }).nullable(),
    notifyMessages: z.boolean(),
  }),
);

export const PhotoSchema = obj({ image: obj({ imagePath: z.string() }) });

export const ProSchema = obj({
  isPro: z.literal(true),
  proSince: time.nullable(),
  proUntil: time.nullable(),
});

export const ContactChangedSchema = z.union([
  obj({ phone: z.string() }),
  obj({ email: z.string() }),
]);

/** agent/get-by-accountId and agency/get-by-accountId (the original contract). */
export const ProfileRefSchema = obj({ id, image: photo });
