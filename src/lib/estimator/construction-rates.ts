// Starting construction rates for the estimator, in so'm per m² of floor area, editable by the admin
// afterwards (construction_rates is read at request time, so no release is needed to change them).
//
// Where the numbers come from (assumptions, not measurements): in 2025 builders in Uzbekistan
// advertised turnkey brick houses at very roughly USD 350–500 per m² outside Tashkent, which at about
// 12,500–13,000 so'm per USD and some inflation into 2026 gives 4.5–6.5 million so'm. A "shell"
// (karobka: walls, floors, roof) is taken as ~45% of turnkey and a "white box" (plastered, screeded,
// utilities, no finish) as ~68%. Aerated concrete and other blocks are a little cheaper than brick,
// frame and timber cheaper still; stone and log are premium. Tashkent city and Tashkent region pay
// more for labour and land logistics: modelled as +25% and +10%, written as their own rows so the
// admin can tune a region without touching the national base.
import type { wallMaterialEnum, finishingLevelEnum } from '@/lib/db/schema';

type Wall = (typeof wallMaterialEnum.enumValues)[number];
type Level = (typeof finishingLevelEnum.enumValues)[number];

/** National turnkey rate per wall material, so'm per m². */
const TURNKEY: Record<Wall, number> = {
  stone: 6_200_000,
  brick: 5_500_000,
  aeratedConcrete: 5_100_000,
  foamBlocks: 4_900_000,
  gasSilicate: 5_000_000,
  blocks: 4_800_000,
  wood: 4_600_000,
  log: 5_900_000,
  timber: 4_900_000,
  frame: 4_200_000,
  plastered: 4_500_000,
  blockHouseFinished: 4_700_000,
};

const LEVEL_SHARE: Record<Level, number> = { shell: 0.45, whiteBox: 0.68, turnkey: 1 };

/** Regional multipliers by SOATO code; every other region uses the national rows. */
export const REGIONAL_MULTIPLIERS: { soato: number; multiplier: number }[] = [
  { soato: 1726, multiplier: 1.25 }, // Toshkent shahri
  { soato: 1727, multiplier: 1.1 }, // Toshkent viloyati
];

const round = (n: number) => Math.round(n / 10_000) * 10_000; // prices are quoted in tens of thousands

export function nationalRates(): {
  wallMaterial: Wall;
  finishingLevel: Level;
  ratePerM2: number;
}[] {
  return (Object.keys(TURNKEY) as Wall[]).flatMap((wallMaterial) =>
    (Object.keys(LEVEL_SHARE) as Level[]).map((finishingLevel) => ({
      wallMaterial,
      finishingLevel,
      ratePerM2: round(TURNKEY[wallMaterial] * LEVEL_SHARE[finishingLevel]),
    })),
  );
}

export function regionalRates(multiplier: number) {
  return nationalRates().map((r) => ({ ...r, ratePerM2: round(r.ratePerM2 * multiplier) }));
}
