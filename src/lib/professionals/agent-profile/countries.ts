// The countries an agent may name (docs/product.md §3: agent fields include country), stored as
// ISO 3166-1 alpha-2. A short list of where people here live and work — Uzbekistan, its Central
// Asian neighbours, and the countries many builders and designers come from or work in — rather
// than all 250: a long select is hard to use on a phone. The form and the API take the same list.
import type { Lang } from '@/lib/i18n/languages';
import { latinToCyrillic } from '@/lib/i18n/translit';

export const AGENT_COUNTRIES = [
  'UZ',
  'KZ',
  'KG',
  'TJ',
  'TM',
  'AF',
  'AZ',
  'RU',
  'BY',
  'UA',
  'TR',
  'KR',
  'CN',
  'AE',
  'SA',
  'IR',
  'IN',
  'PK',
  'DE',
  'US',
] as const;
export type AgentCountry = (typeof AGENT_COUNTRIES)[number];
export const DEFAULT_COUNTRY: AgentCountry = 'UZ';

export function isAgentCountry(code: string): code is AgentCountry {
  return (AGENT_COUNTRIES as readonly string[]).includes(code);
}

/** The country's name in `lang` from the ICU data (Uzbek Cyrillic: the Uzbek name transliterated). */
export function countryName(code: string, lang: Lang): string {
  try {
    const name = new Intl.DisplayNames([lang === 'oz' ? 'uz' : lang], { type: 'region' }).of(code);
    if (!name) return code;
    return lang === 'oz' ? latinToCyrillic(name) : name;
  } catch {
    return code;
  }
}

/** The select's options: Uzbekistan first, the rest by name in `lang`. */
export function countryOptions(lang: Lang): { value: AgentCountry; label: string }[] {
  const [first, ...rest] = AGENT_COUNTRIES.map((code) => ({
    value: code,
    label: countryName(code, lang),
  }));
  return [
    first!,
    ...rest.sort((a, b) => a.label.localeCompare(b.label, lang === 'oz' ? 'uz' : lang)),
  ];
}
