// Filtering professionals by a service: a top-level service also matches everyone offering one of
// its sub-services (someone doing "interior design" does "architecture and design").
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { services } from '../db/schema';
import { toSearchLatin } from '../i18n/translit';

/** The service and its children, or [] when the service does not exist. */
export async function serviceWithChildren(serviceId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: services.id })
    .from(services)
    .where(or(eq(services.id, serviceId), eq(services.parentId, serviceId)));
  return rows.map((r) => r.id);
}

/**
 * LIKE patterns for a name search: the Latin search form (toSearchLatin: "Oʻktam", "O'ktam" and
 * "Ўктам" all give "oktam") and the plain lower-cased text, so Russian names match as typed.
 * `%` and `_` typed by a visitor are escaped, never wildcards.
 */
export function searchPatterns(search: string): string[] {
  const esc = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const latin = toSearchLatin(search);
  const plain = search
    .toLowerCase()
    .replace(/['‘’`´ʻʼ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...new Set([latin, plain].filter(Boolean))].map(esc);
}

const APOSTROPHES = "ʻʼ'‘’`´";

/** `text` (an SQL expression of the searchable columns) contains the search, in either form. */
export function matchesSearch(text: SQL, search: string): SQL {
  const normalised = sql`lower(translate(${text}, ${APOSTROPHES}, ''))`;
  return or(...searchPatterns(search).map((p) => sql`${normalised} like ${p}`)) ?? sql`true`; // nothing searchable typed: no filter
}
