// The roles of an account, as plain constants (no drizzle, no zod; the values live in db/enums.ts
// with the database's other enums): the admin's zod schemas, the OpenAPI document and the admin
// islands take them from here.
import { ROLES } from '@/lib/db/enums';
export { ROLES };
export type Role = (typeof ROLES)[number];
