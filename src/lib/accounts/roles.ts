// The roles of an account, as plain constants (no drizzle, no zod): the database enum
// (db/schema.ts), the admin's zod schemas, the OpenAPI document and the admin islands all take
// them from here.
export const ROLES = ['User', 'Agent', 'Agency', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
