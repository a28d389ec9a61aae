// Filtering professionals by a service: a top-level service also matches everyone offering one of
// its sub-services (someone doing "interior design" does "architecture and design").
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { services } from '../db/schema';
import { latinToCyrillic, toSearchLatin } from '../i18n/translit';

/** The service and its children, or [] when the service does not exist. */
export async function serviceWithChildren(serviceId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: services.id })
    .from(services)
    .where(or(eq(services.id, serviceId), eq(services.parentId, serviceId)));
  return rows.map((r) => r.id);
}

// Names are stored as people typed them, in Latin or Cyrillic (Uzbek or Russian). Both sides of the
// comparison are folded the same way, in SQL by translate() and here by foldCyrillic(): Cyrillic
// upper case to lower case (PostgreSQL's lower() leaves non-ASCII letters alone under the C locale),
// Uzbek letters to their Russian neighbours (ҳ→х, қ→к, ғ→г, ў→у), ё and э to е, and the signs ь, ъ
// and apostrophes dropped. So "Ольга", "Olga" (→ олга) and "ОЛЬГА" meet, and so do "Елена" and
// "Elena" (→ элена), "Хасанов" and "Hasanov" (→ ҳасанов). Latin letters fold the Uzbek spelling
// variants of search-form.ts that are one letter each (x → h, q → k, ö → o, ğ → g), so "Xasanov"
// finds "Hasanov" and "Qodirov" finds "Kodirov".
const UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯЎҚҒҲÖĞ';
const LOWER = 'абвгдеёжзийклмнопрстуфхцчшщыэюяўқғҳöğ';
const FOLD: Record<string, string> = {
  ё: 'е',
  э: 'е',
  ў: 'у',
  қ: 'к',
  ғ: 'г',
  ҳ: 'х',
  x: 'h',
  q: 'k',
  ö: 'o',
  ğ: 'g',
};
const DROPPED = "ЬЪьъʻʼ'‘’`´";
const FROM = UPPER + LOWER + 'xq';
const TO = [...FROM].map((c) => {
  const lower = LOWER[UPPER.indexOf(c)] ?? c;
  return FOLD[lower] ?? lower;
});

/** The JavaScript twin of the SQL fold in matchesSearch (input already lower-cased). */
export function foldCyrillic(text: string): string {
  let out = '';
  for (const c of text) {
    if (DROPPED.includes(c)) continue;
    const i = FROM.indexOf(c);
    out += i < 0 ? c : TO[i];
  }
  return out;
}

/**
 * LIKE patterns for a name search: the Latin search form (toSearchLatin: "Oʻktam", "O'ktam" and
 * "Ўктам" all give "oktam"), the folded text as typed (Cyrillic names match as typed), and, for a
 * query in Latin letters, its Cyrillic spelling (latinToCyrillic: "Sergey" finds "Сергей").
 * `%` and `_` typed by a visitor are escaped, never wildcards.
 */
export function searchPatterns(search: string): string[] {
  const esc = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tidy = (s: string) => foldCyrillic(s.toLowerCase()).replace(/\s+/g, ' ').trim();
  const latin = tidy(toSearchLatin(search));
  const plain = tidy(search);
  const cyrillic = /[a-z]/i.test(search) ? tidy(latinToCyrillic(search)) : '';
  return [...new Set([latin, plain, cyrillic].filter(Boolean))].map(esc);
}

/** `text` (an SQL expression of the searchable columns) contains the search, in either form. */
export function matchesSearch(text: SQL, search: string): SQL {
  const folded = sql`translate(lower(${text}), ${FROM + DROPPED}, ${TO.join('')})`;
  return or(...searchPatterns(search).map((p) => sql`${folded} like ${p}`)) ?? sql`true`; // nothing searchable typed: no filter
}
