// Where a browser fetches a stored image. The database keeps `/media/<key>` (media-key.ts) whatever
// the storage; with S3_PUBLIC_URL (a CDN or a public bucket) pages point at `<S3_PUBLIC_URL>/<key>`
// instead, so image bytes never pass through this server. Every server-rendered <img>/srcset goes
// through publicMediaUrl(); islands keep `/media/…`, which the media route streams from the bucket.
import { config, type Config } from '../config.server';
import { keyOfMediaUrl } from './media-key';

type PublicUrlConfig = Pick<Config, 'S3_PUBLIC_URL'>;

/** The URL to render for a stored path; anything that is not one of our media paths is unchanged. */
export function publicMediaUrl(path: string, c: PublicUrlConfig = config()): string {
  if (!c.S3_PUBLIC_URL) return path;
  const key = keyOfMediaUrl(path);
  return key ? `${c.S3_PUBLIC_URL}/${key}` : path;
}

/** The origin images may come from besides ours, for the pages' CSP img-src; undefined when none. */
export function mediaOrigin(c: PublicUrlConfig = config()): string | undefined {
  return c.S3_PUBLIC_URL ? new URL(c.S3_PUBLIC_URL).origin : undefined;
}
