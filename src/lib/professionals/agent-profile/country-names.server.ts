// The agent countries' names in the page's language (countries.ts has the list), for the server:
// the names and the form's options are made once per language.
import type { Lang } from '@/lib/i18n/languages';
import { constantIslandProp } from '@/lib/i18n/island-constants';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { AGENT_COUNTRIES, type AgentCountry } from './countries';

// Making an Intl.DisplayNames loads ICU data each time: twenty of them cost "My profile" more than
// the rest of its own work (docs/performance.md#account-pages-second-round), so one per language.
const displayNames = new Map<Lang, Intl.DisplayNames>();
const regionNames = (lang: Lang) => {
  let names = displayNames.get(lang);
  if (!names)
    displayNames.set(
      lang,
      (names = new Intl.DisplayNames([lang === 'oz' ? 'uz' : lang], { type: 'region' })),
    );
  return names;
};

/** The country's name in `lang` from the ICU data (Uzbek Cyrillic: the Uzbek name transliterated). */
export function countryName(code: string, lang: Lang): string {
  try {
    const name = regionNames(lang).of(code);
    if (!name) return code;
    return lang === 'oz' ? latinToCyrillic(name) : name;
  } catch {
    return code;
  }
}

const optionsByLang = new Map<Lang, { value: AgentCountry; label: string }[]>();

/**
 * The select's options: Uzbekistan first, the rest by name in `lang`. Made once per language and
 * registered as an island constant (Astro serialises it once, not on every page).
 */
export function countryOptions(lang: Lang): { value: AgentCountry; label: string }[] {
  let options = optionsByLang.get(lang);
  if (!options) optionsByLang.set(lang, (options = constantIslandProp(makeOptions(lang))));
  return options;
}

function makeOptions(lang: Lang): { value: AgentCountry; label: string }[] {
  const [first, ...rest] = AGENT_COUNTRIES.map((code) => ({
    value: code,
    label: countryName(code, lang),
  }));
  return [
    first!,
    ...rest.sort((a, b) => a.label.localeCompare(b.label, lang === 'oz' ? 'uz' : lang)),
  ];
}
