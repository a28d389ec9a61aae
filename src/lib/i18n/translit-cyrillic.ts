// Cyrillic → Latin for one word (translit.ts splits the text). Uzbek Cyrillic by the official rules;
// the Russian-only letters (щ, ы) get the forms Uzbek Latin uses for Russian names, so search and
// slugs also work on Russian text.
import { BACK_STEMS, EXACT } from './translit-tables';

const C2L: Partial<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ы: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'oʻ',
  қ: 'q',
  ғ: 'gʻ',
  ҳ: 'h',
};
const VOWELS = 'аеёиоуўэюяы';
const IOTATED = 'еёюя';
const CYRILLIC = /[\u0400-\u04FF]/;
const EXACT_BACK = new Map(Object.entries(EXACT).map(([l, c]) => [c, l]));

/** The Latin for lower-case letter `c` at position i of word `w` (lower case), by its neighbours. */
function letter(word: string, i: number, char: string): string {
  const prev = word[i - 1];
  const next = word[i + 1];
  const afterVowel = prev !== undefined && VOWELS.includes(prev);
  switch (char) {
    // е reads "ye" where a vowel sound cannot precede it: word start, after a vowel, after ъ/ь.
    case 'е':
      return prev === undefined || afterVowel || prev === 'ъ' || prev === 'ь' ? 'ye' : 'e';
    // ц: "ts" between vowels (federatsiya), "s" at word start and after consonants (sirk, konsert).
    case 'ц':
      return afterVowel ? 'ts' : 's';
    // ъ is the tutuq (маъно → maʼno), except the Russian separating sign before е/ё/ю/я after a
    // consonant (объект → obyekt), and after ў, whose ʻ already marks it (мўъжиза → moʻjiza).
    case 'ъ':
      if (prev === 'ў') return '';
      return !afterVowel && prev !== undefined && next !== undefined && IOTATED.includes(next)
        ? ''
        : 'ʼ';
    // ь is dropped (компьютер → kompyuter) but keeps the "y" sound before о (павильон → pavilyon).
    case 'ь':
      return next === 'о' ? 'y' : '';
    // s and h as two sounds are kept apart from "sh" with a tutuq (Исҳоқ → Isʼhoq).
    case 'с':
      return next === 'ҳ' ? 'sʼ' : 's';
    default:
      return C2L[char] ?? char;
  }
}

/** `latin` in the case of the Cyrillic `model` (all caps, capitalised or lower). */
function applyCaseOf(model: string, latin: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return latin.toUpperCase();
  return model[0] !== model[0]?.toLowerCase() ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
}

export function cyrillicWordToLatin(word: string): string {
  if (!CYRILLIC.test(word)) return word;
  const exact = EXACT_BACK.get(word);
  if (exact) return exact;
  const lower = word.toLowerCase();
  for (const [stem, latin] of Object.entries(BACK_STEMS))
    if (lower.startsWith(stem))
      return applyCaseOf(word, latin) + cyrillicWordToLatin(word.slice(stem.length));
  // ШАҲАР → SHAHAR but Шаҳар → Shahar: a capital digraph is all caps only inside an all-caps word.
  const allCaps = word.length > 1 && word === word.toUpperCase();
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    const lat = letter(lower, i, c);
    if (word[i] === c) out += lat;
    else out += allCaps ? lat.toUpperCase() : lat.charAt(0).toUpperCase() + lat.slice(1);
  }
  return out;
}
