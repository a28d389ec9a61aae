// Open Graph images: what messengers and social sites show when a link is shared. They want a JPEG
// of 1200×630 (most previewers read neither WebP nor AVIF), so every stored photo has one made on
// demand at /og/<media key>.jpg (src/pages/og/[...path].ts), and a page without a photo names the
// branded /og-default.jpg (made by build/make-icons.mjs).
import { isPublicMediaKey, keyOfMediaUrl } from '@/lib/uploads/media-key';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_DEFAULT_PATH = '/og-default.jpg';
const OG_PREFIX = '/og/';

/** `/media/projects/ab/ab…-1280.webp` → `/og/projects/ab/ab…-1280.jpg`; null when not one of ours. */
export function ogImagePath(mediaPath: string): string | null {
  const key = keyOfMediaUrl(mediaPath);
  return key ? `${OG_PREFIX}${key.replace(/\.(avif|webp)$/, '.jpg')}` : null;
}

/** The stored images an OG path may be made from, best first (null when the path is not one we make). */
export function sourceKeysOf(ogKey: string): string[] | null {
  if (!ogKey.endsWith('.jpg')) return null;
  const stem = ogKey.slice(0, -'.jpg'.length);
  const keys = [`${stem}.webp`, `${stem}.avif`];
  // Private photos (message attachments) never become a public preview.
  return keys.every(isPublicMediaKey) ? keys : null;
}
