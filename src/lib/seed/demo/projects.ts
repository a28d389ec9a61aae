// Builds the demo projects from PROJECT_PLAN: consistent sizes (length × width × storeys ≈ area),
// rooms that fit the area, prices in so'm by kind, Uzbek or Russian texts, places across the country.
import type {
  featureEnum,
  flooringEnum,
  foundationEnum,
  projects,
  propertyTypeEnum,
  styleEnum,
  wallMaterialEnum,
} from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import { buildProjectSearchText } from '@/lib/projects/search-text';
import type { Rng } from '@/lib/util/prng';
import { isRent, PROJECT_PLAN, type PlanItem } from './project-plan';
import { describe, titleOf } from './project-texts';
import { STREETS } from './project-words';
import { REGION_CENTRES } from '@/lib/catalog/uzbekistan-geo';

type Feature = (typeof featureEnum.enumValues)[number];
export type Wall = (typeof wallMaterialEnum.enumValues)[number];
export type Style = (typeof styleEnum.enumValues)[number];
const WALLS: Wall[] = [
  'brick',
  'aeratedConcrete',
  'stone',
  'foamBlocks',
  'gasSilicate',
  'blocks',
  'wood',
  'log',
  'timber',
  'frame',
  'plastered',
  'blockHouseFinished',
];
const FOUNDATIONS: (typeof foundationEnum.enumValues)[number][] = [
  'strip',
  'slab',
  'pile',
  'other',
];
const FLOORINGS: (typeof flooringEnum.enumValues)[number][] = [
  'plates',
  'monolithic',
  'beams',
  'other',
];
const HOUSE_STYLES: Style[] = [
  'modern',
  'classical',
  'european',
  'minimalism',
  'mediterranean',
  'neoclassical',
  'hiTech',
  'american',
  'english',
  'chalet',
  'scandinavian',
  'contemporary',
  'italian',
  'spanish',
  'german',
  'halfTimbered',
  'norwegian',
  'swedish',
  'russian',
  'victorian',
  'baroque',
];
const CITY_STYLES: Style[] = ['modern', 'contemporary', 'hiTech', 'minimalism', 'neoclassical'];

export type Place = { id: number; nameUz: string; nameRu: string; nameEn: string };
export type RegionRef = Place & { soato: number; districts: (Place & { kind: string })[] };
export type Owner = { accountId: number; name: string; email: string; phone: string };
export type ProjectDraft = {
  values: typeof projects.$inferInsert;
  features: Feature[];
  art: { floors: number; roof: 'pitched' | 'flat' | 'classic'; facade: Wall; plan: boolean };
  lang: 'uz' | 'ru';
};

const round = (n: number, step: number) => Math.round(n / step) * step;
const half = (n: number) => Math.round(n * 2) / 2;

function propertyTypeOf(p: PlanItem): (typeof propertyTypeEnum.enumValues)[number] {
  if (p.kind.startsWith('villa')) return 'villa';
  if (p.kind.startsWith('apartment')) return 'apartment';
  if (p.kind.startsWith('commercial')) return 'commercial';
  if (p.kind.startsWith('office')) return 'office';
  return 'house';
}

const storeysOf = (floors: number) =>
  (['single', 'two', 'three'] as const)[floors - 1] ?? 'moreThanThree';

/** Footprint and areas: the building's outline (or the flat's) and the usable area inside it. */
function sizes(p: PlanItem, rng: Rng) {
  const type = propertyTypeOf(p);
  if (type === 'apartment' || p.kind === 'officeRent') {
    const area = type === 'apartment' ? rng.int(60, 150) : rng.int(60, 320);
    const width = half(rng.int(60, 100) / 10);
    return { area, totalArea: Math.round(area * 1.08), width, length: half(area / width) };
  }
  const [wMin, wMax] =
    type === 'villa'
      ? [12, 18]
      : type === 'house'
        ? p.category === 'kichik-uylar'
          ? [8, 9]
          : [9, 15]
        : [12, 22];
  let width = half(rng.int(wMin * 2, wMax * 2) / 2);
  let length = half(width + rng.int(0, 12) / 2);
  const storeys = Math.min(p.floors, 6);
  // Keep the areas within 60–600 m²: shrink the outline of big multi-storey buildings.
  while (length * width * storeys > 600 && width > 8) {
    width = half(width - 1);
    length = half(Math.max(width, length - 1));
  }
  const totalArea = Math.round(length * width * storeys);
  return { area: Math.max(60, Math.round(totalArea * 0.86)), totalArea, width, length };
}

function rooms(type: string, area: number, rng: Rng) {
  if (type === 'house' || type === 'villa' || type === 'apartment') {
    const bedrooms = Math.max(1, Math.min(7, Math.round(area / (type === 'apartment' ? 32 : 48))));
    const bathrooms = Math.max(1, Math.min(5, Math.ceil(bedrooms / 2) + (area > 250 ? 1 : 0)));
    return { bedrooms, bathrooms, rooms: bedrooms + (type === 'apartment' ? 1 : rng.int(2, 3)) };
  }
  return {
    bedrooms: 0,
    bathrooms: Math.max(1, Math.round(area / 120)),
    rooms: Math.max(2, Math.round(area / 35)),
  };
}

function price(p: PlanItem, totalArea: number, tashkent: boolean, rng: Rng): number {
  const k = tashkent ? 1.3 : 1;
  if (p.kind.endsWith('Design')) {
    const base =
      3_000_000 + totalArea * rng.int(45_000, 75_000) * (propertyTypeOf(p) === 'house' ? 1 : 1.4);
    const sale = Math.min(60_000_000, round(base, 100_000));
    // Renting a design (the right to build from it once) costs a part of buying it.
    return p.rent ? Math.max(3_000_000, round(sale * 0.4, 100_000)) : sale;
  }
  if (p.kind.endsWith('Rent')) {
    const perM2 =
      p.kind.startsWith('office') || p.kind.startsWith('commercial')
        ? rng.int(90_000, 140_000)
        : rng.int(40_000, 80_000);
    return Math.max(3_000_000, Math.min(40_000_000, round(totalArea * perM2 * k, 100_000)));
  }
  const perM2 = rng.int(3_500_000, 7_000_000) * k;
  return Math.max(400_000_000, Math.min(5_000_000_000, round(totalArea * perM2, 10_000_000)));
}

function featuresOf(type: string, p: PlanItem, rng: Rng): Feature[] {
  const pool: Record<string, Feature[]> = {
    house: ['heating', 'terrace', 'parking', 'internet', 'airCondition', 'balcony', 'wifi'],
    villa: ['terrace', 'parking', 'heating', 'airCondition', 'wifi', 'beach', 'bedding'],
    apartment: ['balcony', 'airCondition', 'internet', 'heating', 'microwave', 'wifi', 'bedding'],
    commercial: ['parking', 'airCondition', 'internet', 'heating'],
    office: ['internet', 'wifi', 'airCondition', 'parking', 'heating', 'smokingAllowed'],
  };
  const picked = rng.sample(pool[type]!, rng.int(2, 5));
  if (p.kind.endsWith('Rent') && type !== 'office' && type !== 'commercial' && rng.chance(0.5))
    picked.push('microwave', 'bedding');
  return [...new Set(picked)];
}

export function buildProjects(input: {
  rng: Rng;
  regions: RegionRef[];
  categories: Map<string, Place>;
  owners: Owner[];
  now: Date;
  takenCodes: Set<string>;
}): ProjectDraft[] {
  const { rng, regions, owners, now } = input;
  const weighted = regions.flatMap(
    (r) => Array(r.soato === 1726 ? 6 : r.soato === 1727 ? 3 : 1).fill(r) as RegionRef[],
  );
  const featured = new Set(
    rng.sample(
      PROJECT_PLAN.map((_, i) => i).filter((i) => PROJECT_PLAN[i]!.kind !== 'officeRent'),
      3,
    ),
  );
  const inactive = new Set([7, 29, 51]);
  return PROJECT_PLAN.map((p, i): ProjectDraft => {
    const type = propertyTypeOf(p);
    const region = rng.pick(weighted);
    const district = rng.pick(region.districts);
    const category = input.categories.get(p.category);
    if (!category) throw new Error(`Demo seed: unknown category ${p.category}`);
    const owner = owners[i % owners.length]!;
    const wall = WALLS[i % WALLS.length]!;
    const style =
      type === 'apartment' || type === 'office'
        ? CITY_STYLES[i % CITY_STYLES.length]!
        : HOUSE_STYLES[(i * 5) % HOUSE_STYLES.length]!;
    const size = sizes(p, rng);
    const r = rooms(type, size.area, rng);
    const onlyDesign = p.kind.endsWith('Design');
    const status = isRent(p) ? 'rent' : 'sale';
    const lang = i % 4 === 3 ? 'ru' : 'uz';
    const hasAttic = p.category === 'mansardali-uylar' || style === 'chalet';
    const hasGarage = p.category === 'garajli-uylar' || (type !== 'apartment' && rng.chance(0.25));
    const features = featuresOf(type, p, rng);
    const facts = {
      kind: p.kind,
      rent: isRent(p),
      type,
      floors: p.floors,
      style,
      wall,
      foundation: FOUNDATIONS[i % 4]!,
      flooring: FLOORINGS[(i * 3 + 1) % 4]!,
      ...size,
      ...r,
      hasGarage,
      hasAttic,
      features,
      district,
      region,
      category: p.category,
      buildingAge: onlyDesign ? null : rng.int(0, 25),
    };
    const title = titleOf(facts, lang);
    const description = describe(facts, lang, rng);
    const street = rng.pick(STREETS);
    const address =
      lang === 'ru'
        ? `ул. ${street}, ${rng.int(1, 140)}`
        : `${street} koʻchasi, ${rng.int(1, 140)}-uy`;
    const city = lang === 'ru' ? district.nameRu : district.nameUz;
    const state = lang === 'ru' ? region.nameRu : region.nameUz;
    let code: string;
    do code = String(rng.int(1_000_000, 9_999_999));
    while (input.takenCodes.has(code));
    input.takenCodes.add(code);
    const [lat, lon] = REGION_CENTRES[region.soato] ?? [41.31, 69.28];
    const created = new Date(
      now.getTime() - rng.int(1, 365) * 86_400_000 - rng.int(0, 86_399) * 1000,
    );
    return {
      lang,
      features,
      art: {
        floors: Math.min(p.floors, 5),
        roof: roofFamily(style, type),
        facade: wall,
        plan: type !== 'commercial' || onlyDesign,
      },
      values: {
        code,
        seoUrl: slugify(title) || code,
        ownerAccountId: owner.accountId,
        title,
        description,
        status,
        propertyType: type,
        price: price(p, size.totalArea, region.soato === 1726, rng),
        isNegotiable: rng.chance(0.3),
        categoryId: category.id,
        regionId: region.id,
        districtId: district.id,
        address,
        city,
        state,
        zipCode: String(region.soato === 1726 ? rng.int(100000, 100200) : rng.int(110000, 230000)),
        latitude: Math.round((lat + (rng.next() - 0.5) * 0.2) * 1e5) / 1e5,
        longitude: Math.round((lon + (rng.next() - 0.5) * 0.2) * 1e5) / 1e5,
        area: size.area,
        totalArea: size.totalArea,
        length: size.length,
        width: size.width,
        bedrooms: r.bedrooms,
        bathrooms: r.bathrooms,
        rooms: r.rooms,
        buildingAge: facts.buildingAge,
        hasGarage,
        hasParking: features.includes('parking'),
        hasAttic,
        onlyDesign,
        isActive: !inactive.has(i),
        isFeatured: featured.has(i),
        storeys: storeysOf(p.floors),
        wallMaterial: wall,
        style,
        foundation: facts.foundation,
        flooring: facts.flooring,
        contactName: owner.name,
        contactEmail: owner.email,
        contactPhone: owner.phone,
        gdprConsent: true,
        viewCount: rng.int(5, 2400),
        saveCount: rng.int(0, 180),
        searchText: buildProjectSearchText({
          title,
          description,
          address,
          city,
          state,
          names: [
            category.nameUz,
            category.nameRu,
            category.nameEn,
            region.nameUz,
            region.nameRu,
            region.nameEn,
            district.nameUz,
            district.nameRu,
            district.nameEn,
          ],
        }),
        createdAt: created,
        updatedAt: created,
      },
    };
  });
}

function roofFamily(style: Style, type: string): 'pitched' | 'flat' | 'classic' {
  if (type === 'apartment' || type === 'office' || type === 'commercial') return 'flat';
  if (['modern', 'minimalism', 'hiTech', 'contemporary'].includes(style)) return 'flat';
  if (
    [
      'classical',
      'neoclassical',
      'baroque',
      'italian',
      'spanish',
      'mediterranean',
      'victorian',
    ].includes(style)
  )
    return 'classic';
  return 'pitched';
}
