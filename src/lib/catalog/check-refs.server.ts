// Checks a profile form's schema cannot make, shared by "My profile" (PUT /api/accounts/me) and the
// agent form (POST/PUT /api/agents): the region exists, the district belongs to it, and every
// service exists and is active (docs/product.md §4: only active services are offered). Each failure
// names the form field, so the message stands beside it.
import { and, eq, inArray } from 'drizzle-orm';
import { invalidInput } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import { districts, regions, services } from '../db/schema';

const invalid = (field: string) => invalidInput({ [field]: 'errors:invalidValue' });

export async function assertPlaces(regionId: number | null, districtId: number | null) {
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
    if (!district || regionId === null || district.regionId !== regionId)
      throw invalid('districtId');
  }
}

/** `ids` without duplicates. */
export async function assertActiveServices(ids: number[]) {
  if (ids.length === 0) return;
  const found = await db()
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.isActive, true)));
  if (found.length !== ids.length) throw invalid('serviceIds');
}
