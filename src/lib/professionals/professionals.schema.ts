// Queries of GET /api/agents and /api/agencies (docs/api.md): filters plus the list query.
import { z } from 'zod';
import { idParam } from '@/lib/validation/ids';
import { ListQuerySchema } from '@/lib/http/query';
import { DEFAULT_SORT, PROFESSIONAL_SORTS } from './sort.server';

const Id = idParam();

export const ProfessionalsQuerySchema = ListQuerySchema.extend({
  ServiceId: Id.optional(),
  RegionId: Id.optional(),
  Search: z.string().trim().max(100, 'errors:maxLength').optional(),
  // rating (best rated first, the default), newest, name: sort.server.ts.
  Sort: z.enum(PROFESSIONAL_SORTS, { error: 'errors:invalidEnum' }).default(DEFAULT_SORT),
});
export type ProfessionalsQuery = z.infer<typeof ProfessionalsQuerySchema>;

/** The filters a list function takes, already parsed (pages build this from their own query). */
export type ProfessionalsFilter = {
  serviceId?: number | undefined;
  regionId?: number | undefined;
  /** the directory pages' map view only (their district links); the API has no such filter */
  districtId?: number | undefined;
  search?: string | undefined;
};
