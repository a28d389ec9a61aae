// Names of stored image files. They are made by the server only (random id, never the client's file
// name), so the media route can accept exactly this pattern and nothing else: no `..`, no absolute
// paths, no other extensions, nothing a browser would run.
import type { ImageVariant } from '../db/schema';

export const MEDIA_URL_PREFIX = '/media/';

/** `<prefix>/<first two hex of id>/<24 hex id>-<width>.<avif|webp>`; the shard keeps folders small. */
export const MEDIA_KEY_RE =
  /^([a-z][a-z0-9-]{0,30})\/([0-9a-f]{2})\/(([0-9a-f]{2})[0-9a-f]{22})-([1-9][0-9]{1,3})\.(avif|webp)$/;
const PREFIX_RE = /^[a-z][a-z0-9-]{0,30}$/;

/** A key names one immutable file (new content always gets a new random id): cache it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function isValidPrefix(prefix: string): boolean {
  return PREFIX_RE.test(prefix);
}

export function mediaKey(
  prefix: string,
  id: string,
  width: number,
  format: 'avif' | 'webp',
): string {
  const key = `${prefix}/${id.slice(0, 2)}/${id}-${width}.${format}`;
  if (!isMediaKey(key)) throw new Error(`Invalid media key ${key}`);
  return key;
}

/** True for keys the server could have made; the shard must match the id. */
export function isMediaKey(key: string): boolean {
  const m = MEDIA_KEY_RE.exec(key);
  return !!m && m[2] === m[4];
}

export function contentTypeOf(key: string): string | null {
  const m = MEDIA_KEY_RE.exec(key);
  return m ? CONTENT_TYPES[m[6] as 'avif' | 'webp'] : null;
}

export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The key of a `/media/…` URL, or null when the URL is not one of ours. */
export function keyOfMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

/**
 * The one path stored where the schema keeps a single image (accounts/agents/agencies.photoPath,
 * news/lifeHacks.imagePath): the WebP variant of the largest width. Its siblings at other widths
 * and in AVIF differ only in the `-<width>.<format>` suffix, see variantPath().
 */
export function imagePathOf(variants: ImageVariant[]): string {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
  const pick = webp[0] ?? variants[0];
  if (!pick) throw new Error('imagePathOf: no variants');
  return pick.path;
}

/** The sibling of a stored image path at another width and format (it exists if that width was made). */
export function variantPath(path: string, width: number, format: 'avif' | 'webp'): string {
  return path.replace(/-[0-9]+\.(avif|webp)$/, `-${width}.${format}`);
}
