// Which catalog projects teach which target. A project's price means different things:
// - onlyDesign projects sell the documentation (project + estimate documents): design cost;
// - built houses and villas for sale sell the finished house: construction cost, compared with the
//   turnkey rates of the table (land is in the price too; the learned constant absorbs its average);
// - rentals are monthly prices, and apartments, offices and commercial buildings are built and priced
//   differently from a private house: none of these teach either target.
// Prices that are 0 (negotiable) teach nothing; prices far outside what the rules could explain
// (a price typed in dollars, a plot sold as a house) are left out as outliers, and counted.
import { asCatalogQuery, constructionPrior, designPrior } from './rules';
import type { CatalogProject, Example, ExclusionCounts, HouseTraits, Rate, Target } from './types';

/** At most this many examples per target: keeps training well under a second on a large catalog. */
export const MAX_EXAMPLES = 600;
const MIN_AREA = 20;
/** Price / prior ratios outside these bounds are outliers. */
const PLAUSIBLE: Record<Target, [number, number]> = { construction: [0.25, 4], design: [0.1, 10] };

/** Only the traits (a model keeps no titles, prices or codes it does not need). */
export function traitsOf(project: CatalogProject): HouseTraits {
  return {
    area: project.area,
    storeys: project.storeys,
    bedrooms: project.bedrooms,
    bathrooms: project.bathrooms,
    wallMaterial: project.wallMaterial,
    style: project.style,
    foundation: project.foundation,
    hasGarage: project.hasGarage,
    hasAttic: project.hasAttic,
    regionId: project.regionId,
    length: project.length,
    width: project.width,
  };
}

export function isHouse(project: Pick<CatalogProject, 'propertyType'>): boolean {
  return project.propertyType === 'house' || project.propertyType === 'villa';
}

/** The projects the similar-project cards are chosen from. */
export function isComparable(project: CatalogProject): boolean {
  return isHouse(project) && project.status === 'sale' && project.area >= MIN_AREA;
}

export function selectExamples(
  projects: CatalogProject[],
  rates: Rate[],
  target: Target,
): { examples: Example[]; excluded: ExclusionCounts } {
  const excluded: ExclusionCounts = { rent: 0, notHouse: 0, noPrice: 0, tooSmall: 0, outlier: 0 };
  const examples: Example[] = [];
  const sorted = [...projects].sort((a, b) => a.id - b.id);
  for (const project of sorted) {
    if (project.onlyDesign !== (target === 'design')) continue; // belongs to the other target
    if (project.status === 'rent') {
      excluded.rent++;
      continue;
    }
    if (!isHouse(project)) {
      excluded.notHouse++;
      continue;
    }
    if (!(project.price > 0)) {
      excluded.noPrice++;
      continue;
    }
    if (!(project.area >= MIN_AREA)) {
      excluded.tooSmall++;
      continue;
    }
    const traits = traitsOf(project);
    const prior =
      target === 'design' ? designPrior(traits) : constructionPrior(rates, asCatalogQuery(traits));
    const ratio = project.price / prior;
    const [lo, hi] = PLAUSIBLE[target];
    if (!Number.isFinite(ratio) || ratio < lo || ratio > hi) {
      excluded.outlier++;
      continue;
    }
    examples.push({ id: project.id, traits, price: project.price, prior, y: Math.log(ratio) });
  }
  // The newest examples when the catalog is large (ids grow with time).
  return { examples: examples.slice(-MAX_EXAMPLES), excluded };
}
