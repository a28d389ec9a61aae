// The numbers of a quote request and the fields of its form, without zod: the "Request a quote"
// island reads them on the first paint, while the schema (and zod) load on first use
// (docs/performance.md#lcp-and-script-budgets).
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 1000;
export const MAX_QUOTE_IMAGES = 10;

/** The fields a visitor's draft carries through sign-in, in the address (besides `service`). */
export const DRAFT_FIELDS = [
  'regionId',
  'districtId',
  'description',
  'budgetMin',
  'budgetMax',
  'startBy',
] as const;
