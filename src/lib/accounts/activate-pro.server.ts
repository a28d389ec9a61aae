// PRO (spec: required to add projects, activated in the specialist cabinet). Only specialists and
// companies, and only with a profile a client can act on: name, phone, region, a service, a photo.
// Without a payment provider configured, activation is free: dated, it expires after PRO_DAYS, and
// activating while PRO is active changes nothing (a click must not extend it forever); after
// expiry it starts anew. With Payme or Click configured PRO is bought through an order instead
// (src/lib/billing, docs/payments.md) and this free path answers 409.
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { config, paymentProviders } from '../config.server';
import { db } from '../db/client.server';
import { accounts } from '../db/schema';
import { getProfile, type Profile } from './get-profile.server';

export const PRO_REQUIREMENTS = ['fullName', 'phone', 'regionId', 'serviceIds', 'photo'] as const;
export type ProRequirement = (typeof PRO_REQUIREMENTS)[number];

/** The phone a client can call: the sign-in number, or the agent card's contact phone (an account
 * that signed up with e-mail gives its phone in the agent form). */
export function missingForPro(
  profile: Pick<Profile, 'fullName' | 'phone' | 'regionId' | 'serviceIds' | 'image' | 'agent'>,
): ProRequirement[] {
  const missing: ProRequirement[] = [];
  if (profile.fullName.trim().length < 3) missing.push('fullName');
  if (!profile.phone && !profile.agent?.phone) missing.push('phone');
  if (profile.regionId === null) missing.push('regionId');
  if (profile.serviceIds.length === 0) missing.push('serviceIds');
  if (!profile.image.imagePath) missing.push('photo');
  return missing;
}

/** The profile, or the 404 / 400 naming what PRO still needs (also checked before a PRO order). */
export async function assertProRequirements(accountId: number, now = new Date()): Promise<Profile> {
  const profile = await getProfile(accountId, now);
  if (!profile) throw new AppError(404, 'not_found', 'errors:notFound');
  const missing = missingForPro(profile);
  if (missing.length) {
    throw new AppError(
      400,
      'validation_failed',
      'profile:proIncomplete',
      Object.fromEntries(missing.map((m) => [m, `profile:proNeeds.${m}`])),
    );
  }
  return profile;
}

export async function activatePro(account: { id: number; role: string }, now = new Date()) {
  if (account.role !== 'Agent' && account.role !== 'Agency') {
    throw new AppError(403, 'forbidden', 'profile:proOnlyProfessionals');
  }
  const profile = await assertProRequirements(account.id, now);
  if (paymentProviders(config()).length > 0)
    throw new AppError(409, 'conflict', 'billing:proIsPaid');
  if (profile.isPro)
    return { isPro: true as const, proSince: profile.proSince, proUntil: profile.proUntil };
  const proSince = now;
  const proUntil = new Date(now.getTime() + config().PRO_DAYS * 24 * 3600 * 1000);
  await db()
    .update(accounts)
    .set({ isPro: true, proSince, proUntil, updatedAt: now })
    .where(eq(accounts.id, account.id));
  return {
    isPro: true as const,
    proSince: proSince.toISOString(),
    proUntil: proUntil.toISOString(),
  };
}
