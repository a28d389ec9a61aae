// The project form's bounds, without zod, so the form island can size its inputs and count photos
// before it loads the schema (docs/performance.md#lcp-and-script-budgets); project-form.schema.ts
// re-exports them.
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 20;

/**
 * Limits of docs/product.md §5 (text 3–100, 1000) and plausibility bounds for numbers: a house is not
 * 5 km long, and a price must fit a JavaScript number exactly (whole so'm, bigint column).
 */
export const LIMITS = {
  title: { min: 3, max: 100 },
  description: { max: 1000 },
  address: { max: 100 },
  city: { max: 100 },
  state: { max: 100 },
  zipCode: { max: 10 },
  contactName: { min: 3, max: 100 },
  contactEmail: { max: 100 },
  price: { max: 1_000_000_000_000 },
  area: { max: 100_000 },
  totalArea: { max: 100_000 },
  length: { max: 500 },
  width: { max: 500 },
  /** width × length: the footprint of one building, m² */
  footprint: { max: 100_000 },
  bedrooms: { max: 50 },
  bathrooms: { max: 50 },
  rooms: { max: 100 },
  buildingAge: { max: 300 },
  'location.latitude': { min: -90, max: 90 },
  'location.longitude': { min: -180, max: 180 },
  imageIds: { min: MIN_IMAGES, max: MAX_IMAGES },
} as const satisfies Record<string, { min?: number; max?: number }>;
