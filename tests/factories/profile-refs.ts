// The reference rows a profile body needs (region, one of its districts, a district of another
// region, two active service types, an inactive one), for the "My profile" and agent form tests.
import { asc, eq, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { districts, services } from '@/lib/db/schema';
import { firstRegionAndDistrict } from './pro';

export async function profileRefs() {
  const { region, district } = await firstRegionAndDistrict();
  const [foreign] = await db()
    .select()
    .from(districts)
    .where(ne(districts.regionId, region.id))
    .limit(1);
  const svc = await db()
    .select({ id: services.id })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.id))
    .limit(2);
  const [inactive] = await db()
    .select({ id: services.id })
    .from(services)
    .where(eq(services.isActive, false))
    .limit(1);
  return {
    regionId: region.id,
    districtId: district.id,
    foreignDistrictId: foreign!.id,
    serviceIds: svc.map((s) => s.id),
    inactiveServiceId: inactive?.id,
  };
}
