// Picks 3–6 pooled drawings for a project: first a house like the project's (storeys, roof family,
// facade), then a floor plan for designs, then other drawings of the same size of building.
import type { Rng } from '@/lib/util/prng';
import type { PoolImage, RoofFamily } from './image-pool.server';
import type { Facade } from './svg-house';
import type { Wall } from './projects';

const FACADE_OF: Record<Wall, Facade> = {
  brick: 'brick',
  stone: 'stone',
  aeratedConcrete: 'plaster',
  foamBlocks: 'plaster',
  gasSilicate: 'plaster',
  blocks: 'plaster',
  plastered: 'plaster',
  frame: 'concrete',
  wood: 'wood',
  log: 'wood',
  timber: 'wood',
  blockHouseFinished: 'wood',
};

export function pickGallery(
  pool: PoolImage[],
  art: { floors: number; roof: RoofFamily; facade: Wall; plan: boolean },
  rng: Rng,
): PoolImage[] {
  const floors = art.floors >= 4 ? 5 : art.floors;
  const exteriors = pool.filter((p) => p.family !== 'plan');
  const plans = pool.filter((p) => p.family === 'plan');
  const sameSize = exteriors.filter((p) => p.floors === floors);
  const alike = sameSize.filter((p) => p.family === art.roof);
  const primary =
    alike.find((p) => p.facade === FACADE_OF[art.facade]) ??
    rng.pick(alike.length > 0 ? alike : sameSize);
  const count = rng.int(3, 6);
  const list: PoolImage[] = [primary];
  if (art.plan && plans.length > 0) list.push(rng.pick(plans));
  const more = [
    ...rng.shuffle(sameSize.filter((p) => p !== primary)),
    ...rng.shuffle(exteriors.filter((p) => p.floors !== floors && p.family === art.roof)),
  ];
  for (const p of more) {
    if (list.length >= count) break;
    list.push(p);
  }
  return list;
}
