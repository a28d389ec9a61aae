// What creating and editing an agent profile both write, inside the caller's transaction: the
// account's own profile ("My profile" reads region, district, address, about, services and social
// links from the account), the agent record kept in step with it (syncProfessionalRows), and the
// fields only the agent form has: designation, contact phone and e-mail, land line, country.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client.server';
import { accounts, agents } from '@/lib/db/schema';
import { normalizeApostrophes } from '@/lib/i18n/translit';
import {
  replaceAccountServices,
  replaceSocialLinks,
  syncProfessionalRows,
} from '@/lib/accounts/professional-rows.server';
import type { UpdateAgentData } from './agent-profile.schema';

export async function writeAgentProfile(
  tx: Tx,
  target: { accountId: number; agentId: number },
  data: UpdateAgentData,
  now: Date,
) {
  await tx
    .update(accounts)
    .set({
      ...(data.fullName !== undefined ? { fullName: normalizeApostrophes(data.fullName) } : {}),
      ...(data.specialistType !== undefined ? { specialistType: data.specialistType || null } : {}),
      regionId: data.regionId,
      districtId: data.districtId,
      address: data.address || null,
      about: data.about || null,
      ...(data.notifyMessages !== undefined ? { notifyMessages: data.notifyMessages } : {}),
      updatedAt: now,
    })
    .where(eq(accounts.id, target.accountId));
  await replaceAccountServices(tx, target.accountId, data.serviceIds);
  if (data.socialLinks) await replaceSocialLinks(tx, target.accountId, data.socialLinks);
  await syncProfessionalRows(tx, target.accountId, data.serviceIds);
  await tx
    .update(agents)
    .set({
      designation: normalizeApostrophes(data.designation),
      phone: data.phone,
      landLine: data.landLine || null,
      country: data.country,
      email: data.email || null,
      ...(data.gdprConsent ? { gdprConsent: true } : {}),
      updatedAt: now,
    })
    .where(eq(agents.id, target.agentId));
}
