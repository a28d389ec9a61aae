// The six catalog projects closest to the house asked about, as cards. The search runs over the
// model's in-memory candidate list (active houses and villas for sale, built or design-only); only
// the winners are read from the database, with their titles, first images and region names.
import type { Lang } from '@/lib/i18n/languages';
import { cardsByIds } from '@/lib/projects/project-card.server';
import { nearest, similarityPercent } from '@/lib/estimator/model/distance';
import type { SimilarProject } from './estimate-response';
import type { EstimatorModel, HouseTraits } from '@/lib/estimator/model/types';

export const SIMILAR_COUNT = 6;

export async function similarProjects(
  model: EstimatorModel,
  traits: HouseTraits,
  lang: Lang,
  count = SIMILAR_COUNT,
): Promise<SimilarProject[]> {
  // A few spare ones: a project deactivated since the last training is skipped, not shown.
  const near = nearest(model.candidates, traits, count + 4);
  const cards = await cardsByIds(
    near.map((n) => n.item.id),
    lang,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const out: SimilarProject[] = [];
  for (const { item, distance } of near) {
    const card = byId.get(item.id);
    if (!card || out.length >= count) continue;
    out.push({
      id: card.id,
      code: card.seoProjectCode,
      seoUrl: card.seoProjectUrl,
      url: card.url,
      title: card.title,
      status: card.status,
      onlyDesign: item.onlyDesign,
      price: card.price,
      isNegotiable: card.isNegotiable,
      area: item.traits.area,
      storeys: item.traits.storeys,
      bedrooms: item.traits.bedrooms,
      bathrooms: item.traits.bathrooms,
      wallMaterial: item.traits.wallMaterial,
      regionName: card.region?.name ?? null,
      image: card.image
        ? { width: card.image.width, height: card.image.height, variants: card.image.variants }
        : null,
      similarity: similarityPercent(distance),
    });
  }
  return out;
}
