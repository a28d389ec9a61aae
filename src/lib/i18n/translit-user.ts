// What people write (project titles and descriptions, addresses, agent and agency texts, reviews)
// shown in the reader's Uzbek script: on `oz` pages Latin Uzbek turns Cyrillic, on `uz` pages
// Cyrillic Uzbek turns Latin. Russian and English stay as written, and so do URLs, e-mail
// addresses, phone numbers and names the author put in quotes («Oltin uy», "Golden House"). The
// text is cut into sentences and clauses (at , ; : and brackets) and each clause is judged on its
// own, so a Russian sentence inside an Uzbek text stays Russian; a clause with no evidence either
// way (a bare name, "Nukus") follows its sentence, and a sentence with none the whole text. Results
// are cached (LRU, keyed by direction and text): a list page asks for the same titles again and
// again, and the conversion runs only when a text is first seen
// (docs/performance.md#user-text-in-the-readers-script).
import type { Lang } from './languages';
import { cyrillicToLatin, latinToCyrillic } from './translit';

type Verdict = 'uz' | 'other' | 'unknown';

// Spans never converted, and never cut into clauses: quoted names, URLs, e-mail addresses, and
// words with a digit in them (codes and grades like M400 or 3d5f9a stay as typed).
const KEEP = new RegExp(
  [
    String.raw`«[^«»\n]*»`,
    String.raw`“[^“”\n]*”`,
    String.raw`„[^„“”\n]*[“”]`,
    String.raw`"[^"\n]*"`,
    String.raw`(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*`,
  ].join('|'),
  'gu',
);
// A sentence ends at . ! ? or a line end, a clause also at , ; : and brackets (each kept with the
// text before it).
const SENTENCE = /[^.!?\n]+[.!?\n]*|[.!?\n]+/gu;
const CLAUSE = /[^,;:()[\]]+[,;:()[\]]*|[,;:()[\]]+/gu;

const words = (list: string) => new Set(list.split(' '));

// --- Cyrillic: Uzbek or Russian? ---------------------------------------------------------------
const UZ_CYR_LETTERS = /[ўқғҳЎҚҒҲ]/u;
const RU_ONLY_LETTERS = /[ыщЫЩ]/u;
const UZ_CYR_WORDS = words(
  'ва билан учун бу шу бор эмас ҳам эса ёки лекин аммо жуда энг бир икки уч тўрт беш уй уйи ' +
    'хона хонали хонадон қават яхши янги катта кичик жойлашган сотилади сотувда ижарага берилади ' +
    'туман тумани шаҳар шаҳри кўча кўчаси мавзе мавзеси вилояти лойиҳа лойиҳаси уста мутахассис ' +
    'ишлар ишлари қурилиш таъмир раҳмат зўр ажойиб керак мумкин ҳовли ҳовлиси томорқа боғ',
);
const RU_WORDS = words(
  'и в во на с со по для не что это как из к от за о об у до при все всё или но же бы только ' +
    'также очень мы вы он она они наш ваш есть был была будет дом дома квартира квартиры комната ' +
    'комнаты этаж этажа продаётся продается сдаётся сдается район области улица ул город проект ' +
    'спасибо хороший хорошая отличный рекомендую всем всего который которая которые можно нужно',
);
// Endings that Uzbek words have and Russian ones hardly ever: -лар, -нинг, -даги, -дан, -ган, -ади.
const UZ_CYR_ENDING = /(?:лар|лари|ларни|ларда|нинг|даги|дан|ган|ади|моқда|миз|ингиз)$/u;
// Russian inflections Uzbek does not have: -ый, -ая, -ое, -ого, -ому, -ых, -ыми, -ение, -ться.
const RU_ENDING = /(?:ый|ая|ое|ого|ому|ых|ые|ыми|ение|ения|ться|ется|ются|ство|ской|ский)$/u;

function judgeCyrillic(clause: string): Verdict {
  let uz = 0;
  let ru = 0;
  for (const word of clause.toLowerCase().match(/[\u0400-\u04FF]+/gu) ?? []) {
    if (UZ_CYR_LETTERS.test(word)) uz += 3;
    if (RU_ONLY_LETTERS.test(word)) ru += 3;
    if (UZ_CYR_WORDS.has(word)) uz += 2;
    else if (RU_WORDS.has(word)) ru += 2;
    else if (word.length > 4 && UZ_CYR_ENDING.test(word)) uz += 1;
    else if (word.length > 3 && RU_ENDING.test(word)) ru += 1;
  }
  return uz > ru ? 'uz' : ru > uz ? 'other' : 'unknown';
}

// --- Latin: Uzbek or English? ------------------------------------------------------------------
const UZ_LAT_LETTERS = /[ʻʼ'‘’`]|[qx]/u;
const EN_LETTERS = /w|c(?!h)|th|ee|oo|ou|ea/u;
const UZ_LAT_WORDS = words(
  'va bilan uchun bu shu u bor emas ham esa yoki lekin ammo juda eng bir ikki uch toʻrt besh uy ' +
    'uyi xona xonali qavat yaxshi yangi katta kichik joylashgan sotiladi sotuvda ijaraga beriladi ' +
    'tuman tumani shahar shahri koʻcha koʻchasi mavze mavzesi viloyati loyiha loyihasi usta ' +
    'mutaxassis qurilish taʼmir rahmat zoʻr ajoyib kerak mumkin hovli hovlisi bogʻ',
);
const EN_WORDS = words(
  'the and of in with for to is are a an on by from this that at it its our your we you new ' +
    'house home city street project design modern room rooms floor bedroom bedrooms flat office ' +
    'sale rent great good very all best thanks thank',
);
const UZ_LAT_ENDING = /(?:lar|lari|larni|larda|ning|dagi|dan|gan|adi|moqda|miz|ingiz|siz|lik)$/u;

function judgeLatin(clause: string): Verdict {
  let uz = 0;
  let en = 0;
  for (const word of clause.toLowerCase().match(/[a-zʻʼ'‘’`]+/gu) ?? []) {
    if (UZ_LAT_WORDS.has(word)) uz += 2;
    else if (EN_WORDS.has(word)) en += 2;
    else {
      if (UZ_LAT_LETTERS.test(word)) uz += 1;
      if (EN_LETTERS.test(word)) en += 1;
      if (word.length > 4 && UZ_LAT_ENDING.test(word)) uz += 1;
    }
  }
  return uz > en ? 'uz' : en > uz ? 'other' : 'unknown';
}

// --- the conversion ------------------------------------------------------------------------------
type Direction = 'toCyrillic' | 'toLatin';

const HAS_LATIN = /[A-Za-z]/;
const HAS_CYRILLIC = /[\u0400-\u04FF]/;

function convertClauses(text: string, direction: Direction): string {
  const toCyr = direction === 'toCyrillic';
  const judge = toCyr ? judgeLatin : judgeCyrillic;
  const convert = toCyr ? latinToCyrillic : cyrillicToLatin;
  const source = toCyr ? HAS_LATIN : HAS_CYRILLIC;
  // Undecided clauses follow the whole text; a Latin text with no evidence at all is taken as
  // Uzbek (the site's language: names, "Nukus"), a Cyrillic one as Russian (never convert Russian).
  const whole = judge(text.replace(KEEP, ' '));
  const fallback = whole === 'unknown' ? (toCyr ? 'uz' : 'other') : whole;
  // A clause with no evidence follows its sentence, a sentence with none the whole text.
  const decide = (text: string, otherwise: 'uz' | 'other') => {
    const verdict = judge(text);
    return verdict === 'unknown' ? otherwise : verdict;
  };
  const convertPlain = (plain: string) =>
    plain.replace(SENTENCE, (sentence) => {
      if (!source.test(sentence)) return sentence;
      const inSentence = decide(sentence, fallback);
      return sentence.replace(CLAUSE, (clause) =>
        source.test(clause) && decide(clause, inSentence) === 'uz' ? convert(clause) : clause,
      );
    });
  let out = '';
  let last = 0;
  for (const kept of text.matchAll(KEEP)) {
    out += convertPlain(text.slice(last, kept.index)) + kept[0];
    last = kept.index + kept[0].length;
  }
  return out + convertPlain(text.slice(last));
}

// A small LRU: Map keeps insertion order, so a hit is moved to the end and the oldest is first.
const MAX_ENTRIES = 5_000;
const MAX_CHARS = 4_000_000; // ≈ 8 MB of UTF-16 at most, whatever the texts' lengths
const cache = new Map<string, string>();
let cachedChars = 0;

function cached(key: string, compute: () => string): string {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = compute();
  if (key.length + value.length > MAX_CHARS / 10) return value; // a huge text is not worth a slot
  cache.set(key, value);
  cachedChars += key.length + value.length;
  for (const [oldKey, oldValue] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedChars <= MAX_CHARS) break;
    cache.delete(oldKey);
    cachedChars -= oldKey.length + oldValue.length;
  }
  return value;
}

/**
 * `text` as a reader of `lang` should see it: Uzbek in the page's script (oz Cyrillic, uz Latin),
 * everything else untouched. Russian and English pages get the text exactly as written.
 */
export function inReaderScript(text: string, lang: Lang): string {
  if (!text || (lang !== 'uz' && lang !== 'oz')) return text;
  const direction: Direction = lang === 'oz' ? 'toCyrillic' : 'toLatin';
  if (!(direction === 'toCyrillic' ? HAS_LATIN : HAS_CYRILLIC).test(text)) return text;
  return cached(`${direction}\u0000${text}`, () => convertClauses(text, direction));
}

/** For tests: how a clause is judged. */
export const judgeForTests = { latin: judgeLatin, cyrillic: judgeCyrillic };

/** For tests: the cache's size. */
export const cacheSizeForTests = () => cache.size;
