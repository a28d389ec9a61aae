// The web map's tile grid (Web Mercator, 256-px tiles, as OpenStreetMap and Leaflet use it), for
// the static map of a project's page: which tiles surround a point and where the point falls.

const TILE = 256;

/** A point's pixel position on the whole map at `zoom`. */
export function pixelOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export type TileAt = { z: number; x: number; y: number; left: number; top: number };

/**
 * The 3 × 3 tiles around a point (its tile in the middle), each with its place in a 768-px square,
 * and the point's place in that square. A frame up to 512 × 512 px centred on the point is always
 * covered.
 */
export function tilesAround(
  lat: number,
  lng: number,
  zoom: number,
): { tiles: TileAt[]; point: { x: number; y: number } } {
  const p = pixelOf(lat, lng, zoom);
  const cx = Math.floor(p.x / TILE);
  const cy = Math.floor(p.y / TILE);
  const n = 2 ** zoom;
  const tiles: TileAt[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const y = cy + dy;
      if (y < 0 || y >= n) continue;
      tiles.push({
        z: zoom,
        x: (((cx + dx) % n) + n) % n,
        y,
        left: (dx + 1) * TILE,
        top: (dy + 1) * TILE,
      });
    }
  return {
    tiles,
    point: { x: Math.round(p.x - (cx - 1) * TILE), y: Math.round(p.y - (cy - 1) * TILE) },
  };
}

export type BoxTile = { z: number; x: number; y: number; left: number; top: number; size: number };

/**
 * A fixed box of the map at `zoom`, for a static map that scales with its width (the directories'
 * map of Uzbekistan): the tiles covering the box and every place in it as percentages of the box's
 * width and height, so CSS can lay them out at any width. `aspect` is height / width.
 */
export function boxView(
  bounds: { minLat: number; maxLat: number; minLng: number; maxLng: number },
  zoom: number,
): {
  aspect: number;
  tiles: BoxTile[];
  place: (lat: number, lng: number) => { left: number; top: number };
} {
  const topLeft = pixelOf(bounds.maxLat, bounds.minLng, zoom);
  const bottomRight = pixelOf(bounds.minLat, bounds.maxLng, zoom);
  const w = bottomRight.x - topLeft.x;
  const h = bottomRight.y - topLeft.y;
  const pct = (n: number) => Math.round(n * 10000) / 100;
  const tiles: BoxTile[] = [];
  for (let y = Math.floor(topLeft.y / TILE); y * TILE < bottomRight.y; y++)
    for (let x = Math.floor(topLeft.x / TILE); x * TILE < bottomRight.x; x++)
      tiles.push({
        z: zoom,
        x,
        y,
        left: pct((x * TILE - topLeft.x) / w),
        top: pct((y * TILE - topLeft.y) / h),
        size: pct(TILE / w),
      });
  return {
    aspect: h / w,
    tiles,
    place(lat, lng) {
      const p = pixelOf(lat, lng, zoom);
      return { left: pct((p.x - topLeft.x) / w), top: pct((p.y - topLeft.y) / h) };
    },
  };
}
