// The account types of sign-up (docs/product.md §4), without zod: the sign-up island renders its
// radios from them before the schema is loaded (docs/decisions/014).
export const ACCOUNT_TYPES = ['User', 'Agent', 'Agency'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
