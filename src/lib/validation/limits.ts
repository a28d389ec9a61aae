// The lengths of docs/product.md §5, without zod, so an island can size its inputs without loading
// a schema library (docs/decisions/014).
export const LIMITS = { nameMin: 3, passwordMin: 6, short: 100, long: 1000 } as const;
