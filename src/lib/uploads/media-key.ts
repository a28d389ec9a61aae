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

/**
 * Folders of files shown only to some people (docs/message-attachments.md): the photos of messages
 * are image keys like any other, but the public media route refuses them; the messages API serves
 * them after checking who asks. Their keys are never handed to a browser.
 */
export const PRIVATE_PHOTO_PREFIX = 'message-photos';
/** `message-files/<first two hex of id>/<24 hex id>.pdf`: a PDF sent in a message. */
export const PRIVATE_FILE_RE = /^message-files\/([0-9a-f]{2})\/(([0-9a-f]{2})[0-9a-f]{22})\.pdf$/;

export function privateFileKey(id: string): string {
  const key = `message-files/${id.slice(0, 2)}/${id}.pdf`;
  if (!isPrivateFileKey(key)) throw new Error(`Invalid file key ${key}`);
  return key;
}

export function isPrivateFileKey(key: string): boolean {
  const m = PRIVATE_FILE_RE.exec(key);
  return !!m && m[1] === m[3];
}

/** Every key the storage accepts: server-made image keys and server-made private file keys. */
export function isStorageKey(key: string): boolean {
  return isMediaKey(key) || isPrivateFileKey(key);
}

/** What the public media route may serve: image keys outside the private folders. */
export function isPublicMediaKey(key: string): boolean {
  return isMediaKey(key) && !key.startsWith(`${PRIVATE_PHOTO_PREFIX}/`);
}

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
  if (isPrivateFileKey(key)) return 'application/pdf';
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
