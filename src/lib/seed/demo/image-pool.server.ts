// Renders the demo pictures once and stores them through the real upload pipeline. Encoding is
// the slow part of seeding, so a pool of ~26 gallery drawings is shared by all projects (each
// project_images row gets its own copy of the variants JSON), encoded at the lowest efforts.
import sharp from 'sharp';
import type { ImageVariant } from '@/lib/db/schema';
import { processImage } from '@/lib/uploads/process-image.server';
import {
  removeImage,
  storeProcessed,
  type FileStorage,
  type SavedImage,
} from '@/lib/uploads/storage.server';
import { houseSvg, type Facade, type HouseSpec, type Roof } from './svg-house';
import { planSvg } from './svg-plan';

// The project widths up to 1280 (the drawings are 1280 px wide): 960 is a phone's card.
export const GALLERY_WIDTHS = [320, 640, 960, 1280];
export const AVATAR_WIDTHS = [160, 320];
export type RoofFamily = 'pitched' | 'flat' | 'classic';
export type PoolImage = SavedImage & {
  floors: number;
  family: RoofFamily | 'plan';
  facade: Facade | null;
};

type Job<T> = { svg: string; prefix: string; widths: number[]; square?: boolean; meta: T };

/** Keeps every variant written so far, so a failed seed can delete its files again. */
export class SavedFiles {
  readonly all: ImageVariant[][] = [];
  constructor(readonly store?: FileStorage) {}
  async track(variants: Promise<ImageVariant[]>): Promise<ImageVariant[]> {
    const v = await variants;
    this.all.push(v);
    return v;
  }
  async cleanup() {
    for (const v of this.all) await removeImage(v, this.store);
  }
}

/** SVG (ours, trusted) → PNG → processImage → storage, two at a time on this 2-core class of machine. */
export async function renderAll<T>(
  jobs: Job<T>[],
  saved: SavedFiles,
  concurrency = 2,
): Promise<(SavedImage & { meta: T })[]> {
  const out: (SavedImage & { meta: T })[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const job = jobs[i]!;
      const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 1 }).toBuffer();
      const processed = await processImage(png, {
        widths: job.widths,
        fast: true,
        ...(job.square ? { square: true } : {}),
      });
      const stored = await storeProcessed(processed, {
        prefix: job.prefix,
        ...(saved.store ? { store: saved.store } : {}),
      });
      saved.all.push(stored.variants);
      out[i] = { ...stored, meta: job.meta };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

const PALETTES: Record<Facade, { wall: string[]; roof: string[]; trim: string[] }> = {
  brick: {
    wall: ['#b5563a', '#a24b35', '#c46a45'],
    roof: ['#4a3a33', '#6b2f2a', '#3b4a5a'],
    trim: ['#f4efe6', '#ffffff'],
  },
  stone: {
    wall: ['#d8c8a8', '#cbbd9e', '#bfb3a0'],
    roof: ['#5a4a42', '#3d4248', '#7a3b2e'],
    trim: ['#fafafa', '#efe8dc'],
  },
  plaster: {
    wall: ['#f0d9a8', '#efe7da', '#e8d3c0', '#f4f1ea'],
    roof: ['#2f5d7a', '#8a3a2e', '#3d4248'],
    trim: ['#ffffff', '#5b4636'],
  },
  wood: {
    wall: ['#a0703f', '#b98552', '#8c6239'],
    roof: ['#333333', '#4a3a33', '#2f4a3a'],
    trim: ['#ffffff', '#f0e6d2'],
  },
  concrete: {
    wall: ['#e9e6df', '#d9dcdf', '#cfd3d6'],
    roof: ['#3d4248', '#2f3336'],
    trim: ['#2f3336', '#5c6670'],
  },
  timbered: { wall: ['#f1e7d2', '#efe2c9'], roof: ['#6b2f2a', '#4a3a33'], trim: ['#ffffff'] },
};

type Exterior = { floors: number; family: RoofFamily; facade: Facade; roof: Roof };
const EXTERIORS: Exterior[] = [
  { floors: 1, family: 'pitched', facade: 'brick', roof: 'gable' },
  { floors: 1, family: 'pitched', facade: 'wood', roof: 'gable' },
  { floors: 1, family: 'pitched', facade: 'stone', roof: 'hip' },
  { floors: 1, family: 'flat', facade: 'concrete', roof: 'flat' },
  { floors: 1, family: 'flat', facade: 'plaster', roof: 'shed' },
  { floors: 1, family: 'classic', facade: 'plaster', roof: 'hip' },
  { floors: 1, family: 'classic', facade: 'stone', roof: 'hip' },
  { floors: 2, family: 'pitched', facade: 'brick', roof: 'gable' },
  { floors: 2, family: 'pitched', facade: 'timbered', roof: 'mansard' },
  { floors: 2, family: 'pitched', facade: 'wood', roof: 'shed' },
  { floors: 2, family: 'flat', facade: 'concrete', roof: 'flat' },
  { floors: 2, family: 'flat', facade: 'plaster', roof: 'flat' },
  { floors: 2, family: 'classic', facade: 'plaster', roof: 'hip' },
  { floors: 2, family: 'classic', facade: 'brick', roof: 'hip' },
  { floors: 3, family: 'pitched', facade: 'brick', roof: 'gable' },
  { floors: 3, family: 'pitched', facade: 'plaster', roof: 'mansard' },
  { floors: 3, family: 'flat', facade: 'concrete', roof: 'flat' },
  { floors: 3, family: 'classic', facade: 'stone', roof: 'hip' },
  { floors: 3, family: 'classic', facade: 'plaster', roof: 'hip' },
  { floors: 5, family: 'flat', facade: 'stone', roof: 'flat' },
  { floors: 5, family: 'flat', facade: 'concrete', roof: 'flat' },
  { floors: 5, family: 'flat', facade: 'brick', roof: 'flat' },
];
const PLANS = 4;

function spec(e: Exterior, i: number): HouseSpec {
  const p = PALETTES[e.facade];
  return {
    floors: e.floors,
    roof: e.roof,
    facade: e.facade,
    wallColor: p.wall[i % p.wall.length]!,
    roofColor: p.roof[i % p.roof.length]!,
    trimColor: p.trim[i % p.trim.length]!,
    sky: (['day', 'day', 'evening', 'cloudy'] as const)[i % 4]!,
    arched: e.family === 'classic',
    columns: e.family === 'classic' && i % 2 === 0,
    garage: e.floors <= 2 && i % 3 === 0,
    bigGlass: e.family === 'flat' && e.floors < 5,
    mountains: i % 3 !== 1,
    seed: 1000 + i,
  };
}

export async function renderGalleryPool(saved: SavedFiles): Promise<PoolImage[]> {
  const jobs: Job<Omit<PoolImage, keyof SavedImage>>[] = [
    ...EXTERIORS.map((e, i) => ({
      svg: houseSvg(spec(e, i)),
      prefix: 'projects',
      widths: GALLERY_WIDTHS,
      meta: { floors: e.floors, family: e.family, facade: e.facade },
    })),
    ...Array.from({ length: PLANS }, (_, i) => ({
      svg: planSvg(2000 + i, i % 2 === 1),
      prefix: 'projects',
      widths: GALLERY_WIDTHS,
      meta: { floors: 0, family: 'plan' as const, facade: null },
    })),
  ];
  return (await renderAll(jobs, saved)).map(({ meta, ...img }) => ({ ...img, ...meta }));
}
