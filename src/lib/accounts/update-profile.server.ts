// Saving "My profile": the account, its services and social links, and (kept in step) its agent
// or agency record, in one transaction. Checks the form schema cannot make: the district belongs to
// the region, the services exist, the company's TIN and name are not another company's.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import {
  accounts,
  accountServices,
  agencies,
  districts,
  regions,
  services,
  socialLinks,
} from '../db/schema';
import { normalizeApostrophes } from '../i18n/translit';
import { slugify } from '../i18n/slug';
import { companyExists } from '@/lib/auth/registration/register.server';
import { isUniqueViolation, syncProfessionalRows } from './professional-rows.server';
import { SOCIAL_NETWORKS, type ProfileData } from './profile.schema';

const invalid = (field: string) =>
  new AppError(400, 'validation_failed', 'errors:validationFailed', {
    [field]: 'errors:invalidValue',
  });

async function checkPlaces(regionId: number | null, districtId: number | null) {
  if (regionId !== null) {
    const [region] = await db()
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.id, regionId))
      .limit(1);
    if (!region) throw invalid('regionId');
  }
  if (districtId !== null) {
    const [district] = await db()
      .select({ regionId: districts.regionId })
      .from(districts)
      .where(eq(districts.id, districtId))
      .limit(1);
    if (!district || (regionId !== null && district.regionId !== regionId) || regionId === null)
      throw invalid('districtId');
  }
}

async function checkServices(ids: number[]) {
  if (ids.length === 0) return;
  const found = await db()
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.isActive, true)));
  if (found.length !== new Set(ids).size) throw invalid('serviceIds');
}

export async function updateProfile(accountId: number, data: ProfileData, now = new Date()) {
  await checkPlaces(data.regionId, data.districtId);
  const serviceIds = [...new Set(data.serviceIds)];
  await checkServices(serviceIds);
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
          updatedAt: now,
        })
        .where(eq(accounts.id, accountId));
      await tx.delete(accountServices).where(eq(accountServices.accountId, accountId));
      if (serviceIds.length)
        await tx
          .insert(accountServices)
          .values(serviceIds.map((serviceId) => ({ accountId, serviceId })));
      await tx.delete(socialLinks).where(eq(socialLinks.accountId, accountId));
      const links = SOCIAL_NETWORKS.flatMap((network) =>
        data.social[network] ? [{ accountId, network, url: data.social[network]! }] : [],
      );
      if (links.length) await tx.insert(socialLinks).values(links);
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
