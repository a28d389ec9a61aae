// How different two houses are, for the "most similar projects" cards and the nearest-neighbour
// correction. A weighted sum of per-trait differences, each scaled so that 1 means "clearly
// different": 30% more area, one storey more, two bedrooms more, another wall material… Size and
// storeys weigh most because they drive cost and layout; style and region least.
import type { WallMaterial } from '@/lib/projects/labels';
import type { HouseTraits } from './types';

/** Wall materials that are built alike; a swap inside a family counts half. */
const WALL_FAMILY: Record<WallMaterial, string> = {
  brick: 'masonry',
  stone: 'masonry',
  plastered: 'masonry',
  aeratedConcrete: 'block',
  foamBlocks: 'block',
  gasSilicate: 'block',
  blocks: 'block',
  wood: 'wood',
  log: 'wood',
  timber: 'wood',
  frame: 'wood',
  blockHouseFinished: 'wood',
};

export const WEIGHTS = {
  area: 3,
  storeys: 1.5,
  bedrooms: 1,
  bathrooms: 0.5,
  wall: 1.5,
  style: 0.75,
  foundation: 0.5,
  garage: 0.5,
  attic: 0.5,
  region: 0.5,
  sides: 0.5,
} as const;

const ln = Math.log;

function sidesDifference(a: HouseTraits, b: HouseTraits): number {
  if (!a.length || !a.width || !b.length || !b.width) return 0;
  // A house drawn 10×12 or 12×10 is the same house turned.
  const straight = Math.abs(ln(a.length / b.length)) + Math.abs(ln(a.width / b.width));
  const turned = Math.abs(ln(a.length / b.width)) + Math.abs(ln(a.width / b.length));
  return Math.min(straight, turned) / 0.3;
}

export function distance(a: HouseTraits, b: HouseTraits): number {
  const w = WEIGHTS;
  let d = w.area * (Math.abs(ln(a.area / b.area)) / 0.3);
  d += w.storeys * Math.abs(a.storeys - b.storeys);
  d += w.bedrooms * (Math.abs(a.bedrooms - b.bedrooms) / 2);
  d += w.bathrooms * (Math.abs(a.bathrooms - b.bathrooms) / 2);
  if (a.wallMaterial !== b.wallMaterial)
    d += w.wall * (WALL_FAMILY[a.wallMaterial] === WALL_FAMILY[b.wallMaterial] ? 0.5 : 1);
  if (a.style !== b.style) d += w.style;
  if (a.foundation !== b.foundation) d += w.foundation;
  if (a.hasGarage !== b.hasGarage) d += w.garage;
  if (a.hasAttic !== b.hasAttic) d += w.attic;
  // No region asked = any region is as good.
  if (a.regionId !== null && b.regionId !== null && a.regionId !== b.regionId) d += w.region;
  d += w.sides * sidesDifference(a, b);
  return d;
}

/** Distance as a 0–100 "match" for people: 100 = the same house, 50 ≈ clearly different in two ways. */
export function similarityPercent(d: number): number {
  return Math.round(100 * Math.exp(-d / 4));
}

/**
 * The k nearest of `pool` to `t`, nearest first; ties go to the lower id so the answer never
 * depends on the order rows came from the database.
 */
export function nearest<T extends { id: number; traits: HouseTraits }>(
  pool: readonly T[],
  t: HouseTraits,
  k: number,
): { item: T; distance: number }[] {
  return pool
    .map((item) => ({ item, distance: distance(t, item.traits) }))
    .sort((x, y) => x.distance - y.distance || x.item.id - y.item.id)
    .slice(0, k);
}
