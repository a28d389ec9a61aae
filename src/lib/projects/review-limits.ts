// Review length limits, in a module without zod so the review island can import them without
// pulling the schema library into the project page (docs/decisions/005-island-weight.md).
export const REVIEW_MIN = 3;
export const REVIEW_MAX = 1000;
