// Uzbek Latin ↔ Cyrillic transliteration (1995 Latin alphabet, official correspondence rules).
// Used at load time to generate every `oz` UI text from `uz`, for content with an empty `oz`
// column, and (through toSearchLatin) for search indexing and queries. Word by word, no regex
// per letter, so a whole locale tree converts in milliseconds.
import { EXACT, KEEP_LATIN, PREFIX_STEMS, SUFFIX_CHAIN, WORD_STEMS } from './translit-tables';
import { cyrillicWordToLatin } from './translit-cyrillic';

const OKINA = 'ʻ'; // U+02BB, the mark of oʻ and gʻ
const TUTUQ = 'ʼ'; // U+02BC, tutuq belgisi (glottal stop)

/**
 * Unifies the apostrophes people type (' ‘ ’ ` ´ ʻ ʼ): after o/g → ʻ, between letters → ʼ.
 * Elsewhere an apostrophe is a quotation mark and stays as it is: "'Saqlash' tugmasi" must not gain
 * a ъ, nor "'Bino'" a ў. Words end in gʻ (bogʻ, togʻ) but hardly ever in oʻ, hence the asymmetry.
 */
export function normalizeApostrophes(text: string): string {
  return text
    .replace(/(?<=[gG])['‘’`´ʻʼ]|(?<=[oO])['‘’`´ʻʼ](?=\p{L})/gu, OKINA)
    .replace(/(?<=(?![oOgG])\p{L})['‘’`´ʻʼ](?=\p{L})/gu, TUTUQ);
}

const L2C: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  z: 'з',
  [TUTUQ]: 'ъ',
  [OKINA]: 'ъ',
};
const Y_PAIRS: Record<string, string> = { e: 'е', o: 'ё', u: 'ю', a: 'я' };
const isLatinVowel = (c: string | undefined) => c !== undefined && 'aeiouAEIOU'.includes(c);

/** "ts" is ц only in loanwords: federatsiya, koeffitsiyent, litsenziya, shprits; not ketsin, sifatsiz. */
function tsIsTse(word: string, i: number): boolean {
  const after = word.slice(i + 2).toLowerCase();
  if (i === 0 || after === '') return true;
  if (!isLatinVowel(word[i - 1])) return false; // ц after a consonant is spelled "s" in Latin
  return /^i[aeiouy]/.test(after) || (after.startsWith('e') && !after.startsWith('evar'));
}

/** konstruksiya, funksional → кц; stansiya → нц (but pensioner keeps its с: only -nsiya). */
function kOrNTse(word: string, i: number): boolean {
  const prev = (word[i - 1] ?? '').toLowerCase();
  const after = word.slice(i + 1, i + 4).toLowerCase();
  return (
    (prev === 'k' && (after === 'iya' || after === 'ion')) || (prev === 'n' && after === 'iya')
  );
}

/** `cyr` in the case of the Latin letter `c` (whose lower case is `lc`). */
const cased = (c: string, lc: string, cyr: string) => (c === lc ? cyr : cyr.toUpperCase());

/** Letter rules for one Latin word, from position `from` (a stem before it is already converted). */
function latinRules(word: string, from: number): string {
  let out = '';
  for (let i = from; i < word.length; i++) {
    const char = word[i] as string;
    const lc = char.toLowerCase();
    const next = (word[i + 1] ?? '').toLowerCase();
    let two = '';
    if (lc === 's' && next === 'h') two = 'ш';
    else if (lc === 'c' && next === 'h') two = 'ч';
    else if ((lc === 'o' || lc === 'g') && next === OKINA) two = lc === 'o' ? 'ў' : 'ғ';
    else if (lc === 'y' && Y_PAIRS[next] && !(next === 'o' && word[i + 2] === OKINA))
      two = Y_PAIRS[next] as string;
    else if (lc === 't' && next === 's' && tsIsTse(word, i)) two = 'ц';
    if (two) {
      out += cased(char, lc, two);
      i++;
      continue;
    }
    if (lc === 'y') out += cased(char, lc, 'й');
    // In Cyrillic a bare е at word start or after a vowel reads "ye", so a Latin "e" there is э.
    else if (lc === 'e')
      out += cased(
        char,
        lc,
        i === 0 || isLatinVowel(word[i - 1]) || word.slice(i - 2, i).toLowerCase() === 'oʻ'
          ? 'э'
          : 'е',
      );
    // Russian -кция/-нция loanwords lose ц in Latin (konstruksiya, stansiya): put it back.
    else if (lc === 's' && kOrNTse(word, i)) out += cased(char, lc, 'ц');
    // sʼh separates s and h (Isʼhoq → Исҳоқ); the mark is not written in Cyrillic.
    else if (char === TUTUQ && (word[i - 1] ?? '').toLowerCase() === 's' && next === 'h') continue;
    else out += cased(char, lc, L2C[lc] ?? char);
  }
  return out;
}

function applyCase(model: string, text: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return text.toUpperCase();
  return model[0] !== model[0]?.toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// A well-formed Roman numeral of two letters or more (XXI asr); XIL ("kind" in capitals) is not one.
const ROMAN = /^(?=[IVXLCDM]{2})M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const LONGEST_STEM = Math.max(
  ...[WORD_STEMS, PREFIX_STEMS].flatMap((t) => Object.keys(t).map((k) => k.length)),
);

function latinWordToCyrillic(word: string): string {
  const exact = EXACT[word];
  if (exact) return exact;
  if (/[^a-zA-Zʻʼ]|[wW]|[cC](?![hH])/.test(word)) return word; // foreign letters: an English word or brand
  const lower = word.toLowerCase();
  if (KEEP_LATIN.has(lower) || ROMAN.test(word)) return word;
  if (/[a-z].*[A-Z]/.test(word)) return word; // iPhone, WhatsApp: camel case is a brand
  for (let stemLength = Math.min(lower.length, LONGEST_STEM); stemLength >= 2; stemLength--) {
    const head = lower.slice(0, stemLength);
    const rest = lower.slice(stemLength);
    let stem = PREFIX_STEMS[head];
    const wordStem = WORD_STEMS[head];
    // A final ь goes before a suffix, as Uzbek Cyrillic usually writes it: мебель, but мебеллар.
    if (!stem && wordStem && SUFFIX_CHAIN.test(rest))
      stem = rest ? wordStem.replace(/ь$/, '') : wordStem;
    if (stem) return applyCase(word.slice(0, stemLength), stem) + latinRules(word, stemLength);
  }
  return latinRules(word, 0);
}

// Spans never transliterated. The loader already splits out {{placeholders}}; the rest matters for
// content and for texts that mention the site or a contact address.
const PROTECTED_PARTS = [
  String.raw`\{\{[^}]*\}\}`, // i18next placeholder
  String.raw`\$t\([^)]*\)`, // i18next nesting
  String.raw`<\/?[A-Za-z][^<>]*>`, // <0>…</0> of <Trans>, simple HTML
  String.raw`(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)]`, // URL, without the sentence's full stop
  String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail address
  String.raw`(?<![\p{L}\d.])[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:uz|com|ru|org|net|io|info|app|dev|me)(?![\p{L}\d])`, // Quruvchi.uz
  String.raw`(?<!\p{L})[Ee]-?mail(?!\p{L})`, // "e-mail" is written in Latin in Cyrillic texts too
];
const PROTECTED = new RegExp(`(${PROTECTED_PARTS.join('|')})`, 'u');
const LATIN_TOKEN = /[\p{L}\dʻʼ]+/gu;

function latinToken(token: string): string {
  if (!/\d/.test(token)) return latinWordToCyrillic(token);
  // Digits inside: "3D", "A4", "MP3" stay; "5ta", "2-qavat" get their Uzbek letters converted.
  if (!/\p{Ll}/u.test(token)) return token;
  return token.replace(/\p{L}[\p{L}ʻʼ]*/gu, latinWordToCyrillic);
}

export function latinToCyrillic(text: string): string {
  return text
    .split(PROTECTED)
    .map((part, i) =>
      i % 2 === 1 ? part : normalizeApostrophes(part).replace(LATIN_TOKEN, latinToken),
    )
    .join('');
}

export function cyrillicToLatin(text: string): string {
  return text.replace(/\p{L}+/gu, cyrillicWordToLatin);
}

/**
 * The form both search indexes and queries go through: Latin, lower case, no apostrophes, single
 * spaces. "Oʻzbekiston", "O'zbekiston", "Ўзбекистон" and "ozbekiston" all give "ozbekiston";
 * Russian letters get a Latin form too (ы → i, щ → sh, ь/ъ dropped), so Russian text matches itself.
 */
export function toSearchLatin(text: string): string {
  return cyrillicToLatin(normalizeApostrophes(text.normalize('NFC')))
    .toLowerCase()
    .replace(/['‘’`´ʻʼ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
