// A fixed synthetic catalog for the estimator's unit tests: prices follow a known rule (the rates
// table, economies of scale, a few style and storey premiums) times log-normal noise, from a seeded
// PRNG, so every run and machine trains on exactly the same data.
import { createRng } from '@/lib/util/prng';
import { nationalRates, regionalRates } from '@/lib/estimator/construction-rates';
import { FOUNDATIONS, STYLES, WALL_MATERIALS } from '@/lib/projects/labels';
import type { CatalogProject, Rate } from '@/lib/estimator/model/types';

export const TASHKENT_CITY = 14;
export const REGION_IDS = Array.from({ length: 14 }, (_, i) => i + 1);

export function syntheticRates(): Rate[] {
  return [
    ...nationalRates().map((r) => ({ ...r, regionId: null })),
    ...regionalRates(1.25).map((r) => ({ ...r, regionId: TASHKENT_CITY })),
  ];
}

const STYLE_PREMIUM: Partial<Record<string, number>> = {
  classical: 1.1,
  baroque: 1.15,
  neoclassical: 1.08,
  minimalism: 0.95,
};

/** `n` projects: about 55% built houses for sale, 30% design-only, 15% rentals and other types. */
export function syntheticProjects(n = 120, seed = 20260101, noise = 0.1): CatalogProject[] {
  const rng = createRng(seed);
  const rates = syntheticRates();
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  const out: CatalogProject[] = [];
  for (let id = 1; id <= n; id++) {
    const storeys = rng.pick([1, 1, 2, 2, 2, 3]);
    const area = Math.round(60 + rng.next() * 300 + storeys * 30);
    const bedrooms = Math.max(1, Math.round(area / 45 + gauss() * 0.7));
    const bathrooms = Math.max(1, Math.round(bedrooms / 2 + rng.next()));
    const wallMaterial = rng.pick(WALL_MATERIALS);
    const style = rng.pick(STYLES);
    const foundation = rng.pick(FOUNDATIONS);
    const regionId = rng.pick(REGION_IDS);
    const hasGarage = rng.chance(0.4);
    const hasAttic = rng.chance(0.3);
    const side = Math.sqrt(area / storeys);
    const kind = rng.next();
    const onlyDesign = kind >= 0.55 && kind < 0.85;
    const status = kind >= 0.93 ? ('rent' as const) : ('sale' as const);
    const propertyType =
      kind >= 0.85 && kind < 0.93
        ? ('apartment' as const)
        : rng.pick(['house', 'house', 'villa'] as const);
    const rate = rates.find(
      (r) =>
        r.wallMaterial === wallMaterial &&
        r.finishingLevel === 'turnkey' &&
        r.regionId === (regionId === TASHKENT_CITY ? TASHKENT_CITY : null),
    )!.ratePerM2;
    const premium =
      (STYLE_PREMIUM[style] ?? 1) *
      Math.pow(area / 150, -0.1) *
      (storeys === 3 ? 1.05 : 1) *
      (hasGarage ? 1.06 : 1);
    const construction = rate * area * premium * Math.exp(noise * gauss());
    const design =
      90_000 *
      area *
      Math.pow(area / 150, -0.15) *
      (STYLE_PREMIUM[style] ?? 1) *
      Math.exp(noise * gauss());
    const price = status === 'rent' ? 8_000_000 : onlyDesign ? design : construction;
    out.push({
      id,
      code: `S${String(id).padStart(5, '0')}`,
      seoUrl: `synthetic-${id}`,
      price: Math.round(price / 10_000) * 10_000,
      status,
      propertyType,
      onlyDesign,
      area,
      storeys,
      bedrooms,
      bathrooms,
      wallMaterial,
      style,
      foundation,
      hasGarage,
      hasAttic,
      regionId,
      length: Math.round(side * 1.2 * 10) / 10,
      width: Math.round((side / 1.2) * 10) / 10,
    });
  }
  return out;
}
