// Uploaded files sit behind a small storage interface: a local folder today (DATA_DIR/uploads),
// S3-compatible object storage later (docs/decisions/007-uploads.md) without touching the callers.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.server';
import type { ImageVariant } from '../db/schema';
import {
  isMediaKey,
  isValidPrefix,
  keyOfMediaUrl,
  MEDIA_KEY_RE,
  mediaKey,
  mediaUrl,
} from './media-key';
import { processImage, type ProcessedImage } from './process-image.server';

export interface FileStorage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  /** Removing a missing file is not an error (deletes are retried and may race). */
  remove(key: string): Promise<void>;
  /** The file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A second name for an existing file; removing one name leaves the other intact. */
  copy(fromKey: string, toKey: string): Promise<void>;
}

export class LocalFolderStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** Only server-made keys map to a path, so nothing outside `root` can ever be named. */
  private file(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  /** The content type is implied by the key's extension here; object storage would store it. */
  async put(key: string, buffer: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, even if the process dies mid-write.
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, buffer);
    await fs.rename(tmp, target);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  /** A hard link where the file system allows it (no extra bytes), else a real copy. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.file(fromKey);
    const to = this.file(toKey);
    await fs.mkdir(path.dirname(to), { recursive: true });
    try {
      await fs.link(from, to);
    } catch {
      await fs.copyFile(from, to);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    if (!isMediaKey(key)) return null;
    try {
      return await fs.readFile(this.file(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }
}

let instance: FileStorage | undefined;
/** The process-wide storage, created on first use (after tests have set DATA_DIR). */
export function storage(): FileStorage {
  instance ??= new LocalFolderStorage(config().uploadDir);
  return instance;
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
      await store.put(key, f.buffer, f.format === 'avif' ? 'image/avif' : 'image/webp');
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
