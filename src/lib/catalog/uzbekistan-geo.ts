// Where things are in Uzbekistan, without a geocoder: the country's bounding box (the project
// form refuses a point outside it) and the approximate centre of each region by SOATO code. The
// regions and districts tables hold no coordinates; the centres place a region on a map (the
// form's picker starts there, the directories' map counts profiles there: docs/map.md).

/** Uzbekistan's bounding box in degrees (a rectangle: it takes in a little of its neighbours). */
export const UZBEKISTAN_BOUNDS = { minLat: 37.1, maxLat: 45.6, minLng: 55.9, maxLng: 73.2 };

export function insideUzbekistan(lat: number, lng: number): boolean {
  const b = UZBEKISTAN_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

/** Approximate centres of the regions (their capitals), SOATO → [latitude, longitude]. */
export const REGION_CENTRES: Record<number, [number, number]> = {
  1703: [40.78, 72.34], // Andijan
  1706: [39.77, 64.42], // Bukhara
  1708: [40.12, 67.84], // Jizzakh
  1710: [38.86, 65.79], // Kashkadarya (Karshi)
  1712: [40.1, 65.37], // Navoi
  1714: [41.0, 71.67], // Namangan
  1718: [39.65, 66.96], // Samarkand
  1722: [37.22, 67.28], // Surkhandarya (Termez)
  1724: [40.49, 68.78], // Syrdarya (Gulistan)
  1726: [41.31, 69.28], // Tashkent city
  1727: [41.2, 69.6], // Tashkent region
  1730: [40.38, 71.79], // Fergana
  1733: [41.55, 60.63], // Khorezm (Urgench)
  1735: [42.46, 59.6], // Karakalpakstan (Nukus)
};
