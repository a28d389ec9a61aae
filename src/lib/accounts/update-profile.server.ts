// Saving "My profile": the account, its services and social links, and (kept in step) its agent
// or agency record, in one transaction. Checks the form schema cannot make: the district belongs to
// the region and the services exist (catalog/check-refs.server.ts), the company's TIN and name are
// not another company's.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies } from '../db/schema';
import { assertActiveServices, assertPlaces } from '../catalog/check-refs.server';
import { normalizeApostrophes } from '../i18n/translit';
import { slugify } from '../i18n/slug';
import { companyExists } from '@/lib/accounts/registration/register.server';
import {
  isUniqueViolation,
  replaceAccountServices,
  replaceSocialLinks,
  syncProfessionalRows,
} from './professional-rows.server';
import type { ProfileData } from './profile.schema';

export async function updateProfile(accountId: number, data: ProfileData, now = new Date()) {
  await assertPlaces(data.regionId, data.districtId);
  const serviceIds = [...new Set(data.serviceIds)];
  await assertActiveServices(serviceIds);
  const company = data.company
    ? { ...data.company, companyName: normalizeApostrophes(data.company.companyName) }
    : null;
  if (company) {
    const clash = await db()
      .select({ id: agencies.id })
      .from(agencies)
      .where(
        and(
          ne(agencies.accountId, accountId),
          or(
            eq(agencies.tin, company.tin),
            sql`lower(${agencies.companyName}) = lower(${company.companyName})`,
          ),
        ),
      )
      .limit(1);
    if (clash.length) throw companyExists();
  }
  try {
    await db().transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          fullName: normalizeApostrophes(data.fullName),
          specialistType: data.specialistType || null,
          regionId: data.regionId,
          districtId: data.districtId,
          address: data.address || null,
          about: data.about || null,
          ...(data.notifyMessages !== undefined ? { notifyMessages: data.notifyMessages } : {}),
          updatedAt: now,
        })
        .where(eq(accounts.id, accountId));
      await replaceAccountServices(tx, accountId, serviceIds);
      await replaceSocialLinks(tx, accountId, data.social);
      if (company) {
        const values = {
          tin: company.tin,
          companyName: company.companyName,
          seoName: slugify(company.companyName) || 'company',
          fullAddress: company.fullAddress,
          directorName: company.directorName,
          email: company.email || null,
          phone: company.phone || null,
          updatedAt: now,
        };
        // A company account made without its record (e.g. by an admin) gets it on its first save.
        await tx
          .insert(agencies)
          .values({ accountId, ...values })
          .onConflictDoUpdate({ target: agencies.accountId, set: values });
      }
      await syncProfessionalRows(tx, accountId, serviceIds);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw companyExists();
    throw e;
  }
}
