// Route parameters: numeric ids and the spec's `{seoName}~{id}` URL parts. An id is a positive
// int4 (the database's serial type); anything else names nothing, so it is a 404, never a 400.
import { notFound } from './app-error';

const INT4_MAX = 2_147_483_647;

/** `'12'` → 12; not a positive int4 → null (pages render their 404). */
export function idOrNull(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= INT4_MAX ? id : null;
}

/** `'12'` → 12; not a positive int4 → the 404 AppError (endpoints). */
export function parseId(raw: string | undefined): number {
  const id = idOrNull(raw);
  if (id === null) throw notFound();
  return id;
}

export type SeoParam = { name: string; id: number };

/**
 * `ali-valiyev~12` → { name: 'ali-valiyev', id: 12 }; `~12` → name ''; no `~`, an empty or
 * non-numeric id, or an id beyond int4 → null (the caller answers 404). The number decides; the
 * name is decoration the caller compares with the canonical one (else a redirect).
 */
export function parseSeoParam(raw: string | undefined): SeoParam | null {
  if (!raw) return null;
  const at = raw.lastIndexOf('~');
  if (at < 0) return null;
  const id = idOrNull(raw.slice(at + 1));
  return id === null ? null : { name: raw.slice(0, at), id };
}
