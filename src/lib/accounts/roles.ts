// The roles of an account, as plain constants (no drizzle, no zod): the database enum
// (db/schema.ts), the admin's zod schemas, the OpenAPI document and the admin islands all take
// them from here.
import { ROLES } from '@/lib/db/enums';
export { ROLES };
export type Role = (typeof ROLES)[number];
