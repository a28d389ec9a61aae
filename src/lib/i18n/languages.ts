// Language codes of the product. `oz` (Uzbek Cyrillic) is not a BCP 47 tag, so every Intl call,
// <html lang> and hreflang use the mapped tag instead (Intl silently falls back to English for `oz`).
export const LANGS = ['uz', 'oz', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'uz';

export const INTL_TAG: Record<Lang, string> = {
  uz: 'uz-Latn-UZ',
  oz: 'uz-Cyrl-UZ',
  ru: 'ru-RU',
  en: 'en-US',
};
export const HTML_LANG: Record<Lang, string> = { uz: 'uz-Latn', oz: 'uz-Cyrl', ru: 'ru', en: 'en' };
export const LANG_LABEL: Record<Lang, string> = {
  uz: 'Oʻzbekcha',
  oz: 'Ўзбекча',
  ru: 'Русский',
  en: 'English',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Picks the column of a translated thing: `pick(row, 'name', 'ru')` reads `row.nameRu`. */
export function pickName<
  T extends { nameUz: string; nameOz: string; nameRu: string; nameEn: string },
>(row: T, lang: Lang): string {
  const v = { uz: row.nameUz, oz: row.nameOz, ru: row.nameRu, en: row.nameEn }[lang];
  return v || row.nameUz;
}
