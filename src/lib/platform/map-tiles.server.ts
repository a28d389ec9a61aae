// Where map tiles come from (MAP_TILE_URL, docs/map.md): the template handed to the map script and
// the static maps, and its origin for the pages' CSP img-src.
import { config } from '../config.server';

/** The tile URL template: `{z}`, `{x}` and `{y}` on one host. */
export function tileUrlTemplate(): string {
  return config().MAP_TILE_URL;
}

/** The tiles' origin, which the pages' CSP allows for images only. */
export function tileOrigin(): string {
  return new URL(tileUrlTemplate().replace(/\{[xyz]\}/g, '0')).origin;
}

/** One tile's URL. */
export function tileUrl(z: number, x: number, y: number): string {
  return tileUrlTemplate()
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}
