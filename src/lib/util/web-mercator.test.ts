import { describe, expect, it } from 'vitest';
import { pixelOf, tilesAround } from './web-mercator';

describe('web mercator tiles', () => {
  // The slippy-map tile numbers as OpenStreetMap's wiki writes them, to compare with.
  const osmTile = (lat: number, lng: number, z: number) => {
    const r = (lat * Math.PI) / 180;
    return [
      Math.floor(((lng + 180) / 360) * 2 ** z),
      Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z),
    ];
  };

  it.each([
    [41.3111, 69.2797, 15],
    [39.6542, 66.9597, 12],
    [42.4619, 59.6003, 17],
  ])('places %f, %f on the tile OpenStreetMap serves for it at zoom %i', (lat, lng, z) => {
    const p = pixelOf(lat, lng, z);
    expect([Math.floor(p.x / 256), Math.floor(p.y / 256)]).toEqual(osmTile(lat, lng, z));
  });

  it('puts the middle of the map in the middle', () => {
    expect(pixelOf(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });

  it('gives the 3 × 3 tiles around a point with the point in the middle tile', () => {
    const { tiles, point } = tilesAround(41.3111, 69.2797, 15);
    expect(tiles).toHaveLength(9);
    const [x, y] = osmTile(41.3111, 69.2797, 15) as [number, number];
    expect(tiles[4]).toEqual({ z: 15, x, y, left: 256, top: 256 });
    expect(tiles[0]).toEqual({ z: 15, x: x - 1, y: y - 1, left: 0, top: 0 });
    expect(point.x).toBeGreaterThanOrEqual(256);
    expect(point.x).toBeLessThanOrEqual(512);
    expect(point.y).toBeGreaterThanOrEqual(256);
    expect(point.y).toBeLessThanOrEqual(512);
  });
});
