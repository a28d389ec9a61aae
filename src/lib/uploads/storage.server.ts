// Saving, removing and copying images, on whichever storage the configuration picks: the local
// folder (DATA_DIR/uploads) or an S3-compatible bucket (docs/decisions/012-object-storage.md).
import crypto from 'node:crypto';
import { config, type Config } from '../config.server';
import type { ImageVariant } from '../db/schema';
import {
  CONTENT_TYPES,
  isValidPrefix,
  keyOfMediaUrl,
  MEDIA_KEY_RE,
  mediaKey,
  mediaUrl,
} from './media-key';
import { processImage, type ProcessedImage } from './process-image.server';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage.server';
import { S3Storage, s3SettingsOf } from './s3-storage.server';

// Callers import the storage types from here, whatever the backend.
export type { FileStorage, StoredFile } from './file-storage';
export { LocalFolderStorage } from './local-folder-storage.server';
export { S3Storage } from './s3-storage.server';

let instance: FileStorage | undefined;

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else the folder. */
export function createStorage(c: Config): FileStorage {
  return c.S3_BUCKET ? new S3Storage(s3SettingsOf(c)) : new LocalFolderStorage(c.uploadDir);
}

/** The process-wide storage, created on first use (after tests have set DATA_DIR). */
export function storage(): FileStorage {
  instance ??= createStorage(config());
  return instance;
}

/** Tests: run the real routes and use cases against another backend (undefined: back to config). */
export function setStorage(store: FileStorage | undefined): void {
  instance = store;
}

export type SavedImage = { width: number; height: number; variants: ImageVariant[] };
export type SaveOptions = {
  /** Folder of the kind of image: `projects`, `avatars`, `news`… */
  prefix: string;
  widths: number[];
  square?: boolean;
  fast?: boolean;
  store?: FileStorage;
};

/** Stores already processed files under one new random id. */
export async function storeProcessed(
  image: ProcessedImage,
  opts: { prefix: string; store?: FileStorage },
): Promise<SavedImage> {
  if (!isValidPrefix(opts.prefix)) throw new Error(`Invalid media prefix ${opts.prefix}`);
  const store = opts.store ?? storage();
  const id = crypto.randomBytes(12).toString('hex'); // 96 bits: unguessable, never collides in practice
  const variants: ImageVariant[] = [];
  try {
    for (const f of image.files) {
      const key = mediaKey(opts.prefix, id, f.width, f.format);
      await store.put(key, f.buffer, CONTENT_TYPES[f.format]);
      variants.push({ width: f.width, format: f.format, path: mediaUrl(key) });
    }
  } catch (e) {
    await removeImage(variants, store); // no orphans from a half-saved image
    throw e;
  }
  return { width: image.width, height: image.height, variants };
}

/** Validates, re-encodes (processImage) and stores an upload; throws AppError 4xx for bad input. */
export async function saveImage(buffer: Buffer, opts: SaveOptions): Promise<SavedImage> {
  const image = await processImage(buffer, {
    widths: opts.widths,
    ...(opts.square !== undefined ? { square: opts.square } : {}),
    ...(opts.fast !== undefined ? { fast: opts.fast } : {}),
  });
  return storeProcessed(image, {
    prefix: opts.prefix,
    ...(opts.store ? { store: opts.store } : {}),
  });
}

/** Deletes the files of an image; paths that are not ours are ignored. */
export async function removeImage(
  variants: ImageVariant[],
  store: FileStorage = storage(),
): Promise<void> {
  for (const v of variants) {
    const key = keyOfMediaUrl(v.path);
    if (key) await store.remove(key);
  }
}

/**
 * Gives an image its own files: every variant gets a new server-made name pointing at the same
 * bytes. The demo data draws a pool of pictures once and shares them between projects this way,
 * so deleting one project's images never breaks another project's gallery.
 */
export async function cloneImage(
  variants: ImageVariant[],
  store: FileStorage = storage(),
): Promise<ImageVariant[]> {
  const id = crypto.randomBytes(12).toString('hex');
  const out: ImageVariant[] = [];
  for (const variant of variants) {
    const from = keyOfMediaUrl(variant.path);
    const m = from ? MEDIA_KEY_RE.exec(from) : null;
    if (!from || !m) throw new Error(`cloneImage: not a stored image ${variant.path}`);
    const to = mediaKey(m[1]!, id, variant.width, variant.format);
    await store.copy(from, to);
    out.push({ ...variant, path: mediaUrl(to) });
  }
  return out;
}
