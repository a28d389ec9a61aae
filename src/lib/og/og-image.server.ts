// Makes the Open Graph JPEG of a stored photo (og-path.ts): the photo cover-cropped onto 1200×630
// (centred, never stretched), JPEG quality 80 with mozjpeg, no metadata. It reads through the file
// storage, so a folder and S3 behave the same. A made image is kept in a small in-process cache and
// concurrent requests for the same one share the work: a link shared in a busy chat brings many
// previewers at once, and the route's immutable caching keeps them away afterwards.
import sharp from 'sharp';
import { storage } from '@/lib/uploads/storage.server';
import { OG_HEIGHT, OG_WIDTH, sourceKeysOf } from './og-path';

const MAX_CACHED = 64;
const made = new Map<string, Buffer>();
const inFlight = new Map<string, Promise<Buffer | null>>();

export async function renderOgJpeg(source: Buffer): Promise<Buffer> {
  return sharp(source, { failOn: 'error' })
    .rotate()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** The JPEG for `/og/<ogKey>`, or null when no such stored photo exists (the route answers 404). */
export async function ogJpeg(ogKey: string): Promise<Buffer | null> {
  const sources = sourceKeysOf(ogKey);
  if (!sources) return null;
  const cached = made.get(ogKey);
  if (cached) {
    // Most recently used last, so the oldest is dropped first.
    made.delete(ogKey);
    made.set(ogKey, cached);
    return cached;
  }
  let pending = inFlight.get(ogKey);
  if (!pending) {
    pending = make(sources).finally(() => inFlight.delete(ogKey));
    inFlight.set(ogKey, pending);
  }
  const jpeg = await pending;
  if (jpeg) {
    made.set(ogKey, jpeg);
    if (made.size > MAX_CACHED) made.delete(made.keys().next().value!);
  }
  return jpeg;
}

async function make(sources: string[]): Promise<Buffer | null> {
  for (const key of sources) {
    const bytes = await storage().read(key);
    if (bytes) return renderOgJpeg(bytes);
  }
  return null;
}
