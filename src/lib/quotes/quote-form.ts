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
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** A draft as one base64url value (UTF-8 JSON): no `%`, no control characters, in any address. */
export function encodeDraft(fields: Record<string, string>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(fields));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The draft's fields back; anything that is not a draft gives none. */
export function decodeDraft(value: string | null): Partial<Record<DraftField, string>> {
  if (!value || value.length > 8000 || !/^[A-Za-z0-9_-]+$/.test(value)) return {};
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Partial<Record<DraftField, string>> = {};
    for (const name of DRAFT_FIELDS) {
      const v = (parsed as Record<string, unknown>)[name];
      if (typeof v === 'string') out[name] = v.slice(0, DESCRIPTION_MAX + 100);
    }
    return out;
  } catch {
    return {};
  }
}
