// What every part of the demo seed needs: the transaction, the PRNG, "now", and the reference data
// (regions with districts, categories, services) looked up by their stable keys.
import { asc } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client.server';
import { categories, districts, regions, services } from '@/lib/db/schema';
import type { Rng } from '@/lib/util/prng';
import type { Place, RegionRef } from './projects';

export type DemoContext = {
  tx: Tx;
  rng: Rng;
  now: Date;
  /** argon2id hash of a random password nobody knows: demo accounts cannot be signed in to. */
  passwordHash: string;
  regions: RegionRef[];
  region: (soato: number) => RegionRef;
  categories: Map<string, Place>;
  services: Map<string, number>;
  takenPhones: Set<string>;
  takenEmails: Set<string>;
};

export async function loadReference(tx: Tx) {
  const regionRows = await tx.select().from(regions).orderBy(asc(regions.sortOrder));
  const districtRows = await tx.select().from(districts).orderBy(asc(districts.soato));
  const regionRefs: RegionRef[] = regionRows.map((r) => ({
    id: r.id,
    soato: r.soato,
    nameUz: r.nameUz,
    nameRu: r.nameRu,
    nameEn: r.nameEn,
    districts: districtRows
      .filter((d) => d.regionId === r.id)
      .map((d) => ({
        id: d.id,
        kind: d.kind,
        nameUz: d.nameUz,
        nameRu: d.nameRu,
        nameEn: d.nameEn,
      })),
  }));
  if (regionRefs.length === 0)
    throw new Error('Demo seed needs reference data: run seedReferenceData first.');
  const bySoato = new Map(regionRefs.map((r) => [r.soato, r]));
  const categoryRows = await tx.select().from(categories);
  const serviceRows = await tx.select({ id: services.id, seoUrl: services.seoUrl }).from(services);
  return {
    regions: regionRefs,
    region: (soato: number) => {
      const r = bySoato.get(soato);
      if (!r) throw new Error(`Demo seed: unknown region ${soato}`);
      return r;
    },
    categories: new Map(
      categoryRows.map((c) => [
        c.seoUrl,
        { id: c.id, nameUz: c.nameUz, nameRu: c.nameRu, nameEn: c.nameEn },
      ]),
    ),
    services: new Map(serviceRows.map((s) => [s.seoUrl, s.id])),
  };
}

const OPERATORS = ['90', '91', '93', '94', '95', '97', '98', '99', '33', '88'];

/** A +998 mobile number not used by any account yet (the admin may already hold one). */
export function demoPhone(ctx: Pick<DemoContext, 'rng' | 'takenPhones'>): string {
  for (;;) {
    const phone = `+998${ctx.rng.pick(OPERATORS)}${String(ctx.rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!ctx.takenPhones.has(phone)) {
      ctx.takenPhones.add(phone);
      return phone;
    }
  }
}

/** name@example.com (a reserved domain: no real mailbox ever receives demo mail). */
export function demoEmail(ctx: Pick<DemoContext, 'takenEmails'>, local: string): string {
  let email = `${local}@example.com`;
  for (let n = 2; ctx.takenEmails.has(email); n++) email = `${local}${n}@example.com`;
  ctx.takenEmails.add(email);
  return email;
}

export function serviceIds(ctx: Pick<DemoContext, 'services'>, seoUrls: string[]): number[] {
  return seoUrls.map((s) => {
    const id = ctx.services.get(s);
    if (id === undefined) throw new Error(`Demo seed: unknown service ${s}`);
    return id;
  });
}
