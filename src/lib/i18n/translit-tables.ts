// Exceptions for the Uzbek transliterator (translit.ts). The rules cover native words; these are the
// loanwords whose Cyrillic spelling cannot be recovered from the Latin one (ц written as "s", a dropped
// ь, "йо" that the rules would read as ё, a tutuq the Latin spelling drops after oʻ).
// Every entry except LATIN_ONLY must survive cyrillicToLatin(cyr) === latin (translit.test.ts checks
// it), so keys are the official Latin spelling of the Cyrillic value.

/** A lookup object without a prototype, so a word like "constructor" finds nothing in it. */
const table = (entries: Record<string, string>): Readonly<Record<string, string>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, string>, entries));

/**
 * Latin stem → Cyrillic stem, applied when the rest of the word is a chain of Uzbek suffixes
 * ("sementni", "rayonlardagi"). Requiring real suffixes keeps "sirka" (vinegar) from becoming "цирка".
 */
export const WORD_STEMS = table({
  // ц after a consonant or at word start is written "s" in Latin
  sement: 'цемент',
  sex: 'цех',
  sirk: 'цирк',
  sentr: 'центр',
  sikl: 'цикл',
  silindr: 'цилиндр',
  sisterna: 'цистерна',
  sitata: 'цитата',
  konsert: 'концерт',
  aksent: 'акцент',
  kvars: 'кварц',
  // -нсия is rarer than -нция, which the rules assume for "nsiya"
  pensiya: 'пенсия',
  ekspansiya: 'экспансия',
  // ь that Latin drops
  kompyuter: 'компьютер',
  interyer: 'интерьер',
  eksteryer: 'экстерьер',
  premyer: 'премьер',
  kuryer: 'курьер',
  pavilyon: 'павильон',
  batalyon: 'батальон',
  bulyon: 'бульон',
  medalyon: 'медальон',
  pochtalyon: 'почтальон',
  kompanyon: 'компаньон',
  intervyu: 'интервью',
  bilyard: 'бильярд',
  atelye: 'ателье',
  pyesa: 'пьеса',
  mebel: 'мебель',
  kafel: 'кафель',
  shpatel: 'шпатель',
  model: 'модель',
  avtomobil: 'автомобиль',
  dvigatel: 'двигатель',
  portfel: 'портфель',
  tonnel: 'тоннель',
  fakultet: 'факультет',
  buldozer: 'бульдозер',
  kabel: 'кабель',
  filtr: 'фильтр',
  film: 'фильм',
  panel: 'панель',
  stil: 'стиль',
  modul: 'модуль',
  smesitel: 'смеситель',
  dyubel: 'дюбель',
  detal: 'деталь',
  spiral: 'спираль',
  vestibyul: 'вестибюль',
  ansambl: 'ансамбль',
  // Russian month names keep ь in Cyrillic (the Latin drops it; sentabr and oktabr also lose the я:
  // BACK_STEMS below takes them back)
  yanvar: 'январь',
  fevral: 'февраль',
  aprel: 'апрель',
  iyun: 'июнь',
  iyul: 'июль',
  sentabr: 'сентябрь',
  oktabr: 'октябрь',
  noyabr: 'ноябрь',
  dekabr: 'декабрь',
  // more loanwords with a final or inner ь
  medal: 'медаль',
  pedal: 'педаль',
  rol: 'роль',
  kontrol: 'контроль',
  parol: 'пароль',
  dizel: 'дизель',
  shampun: 'шампунь',
  kalendar: 'календарь',
  sekretar: 'секретарь',
  festival: 'фестиваль',
  profil: 'профиль',
  tekstil: 'текстиль',
  spektakl: 'спектакль',
  rubl: 'рубль',
  shtempel: 'штемпель',
  shinel: 'шинель',
  gantel: 'гантель',
  akvarel: 'акварель',
  magistral: 'магистраль',
  vertikal: 'вертикаль',
  gorizontal: 'горизонталь',
  parallel: 'параллель',
  asfalt: 'асфальт',
  palto: 'пальто',
  albom: 'альбом',
  palma: 'пальма',
  pult: 'пульт',
  tyul: 'тюль',
  relyef: 'рельеф',
  kalsiy: 'кальций',
  // ъ before е/ё after a consonant, which Latin drops
  podyezd: 'подъезд',
  syezd: 'съезд',
  obyom: 'объём',
  inyeksiya: 'инъекция',
  // й + о, which the rules would read as ё
  rayon: 'район',
  mayor: 'майор',
  yoga: 'йога',
  yogurt: 'йогурт',
  // ўъ: the Latin spelling keeps only the oʻ
  moʻjiza: 'мўъжиза',
  moʻtabar: 'мўътабар',
  moʻtadil: 'мўътадил',
  moʻmin: 'мўъмин',
  moʻjaz: 'мўъжаз',
});

/** Latin prefix → Cyrillic prefix, whatever follows ("spetstexnika", "obyektiv"). */
export const PREFIX_STEMS = table({
  spets: 'спец',
  obyekt: 'объект',
  subyekt: 'субъект',
  konsult: 'консульт',
  kalkulyat: 'калькулят',
});

/**
 * Cyrillic stem → Latin stem where the official Latin spelling is not the letter-by-letter one:
 * сентябрь → sentabr (not "sentyabr"), also inside a longer word (сентябрда, октябрнинг).
 */
export const BACK_STEMS = table({
  сентябр: 'sentabr',
  октябр: 'oktabr',
});

/** Case-sensitive whole-word pairs, both directions (abbreviations with a digraph inside). */
export const EXACT = table({
  MChJ: 'МЧЖ',
  YaTT: 'ЯТТ',
  JShShIR: 'ЖШШИР',
});

/**
 * Latin words left untouched in Cyrillic text: file formats and abbreviations that Uzbek Cyrillic
 * texts keep in Latin, and brand names. Compared in lower case.
 */
export const KEEP_LATIN = new Set([
  'sms',
  'pdf',
  'api',
  'id',
  'url',
  'qr',
  'gps',
  'usd',
  'eur',
  'uzs',
  'html',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'svg',
  'pin',
  'seo',
  'vip',
  'google',
  'gmail',
  'payme',
  'humo',
  'apple',
  'ios',
]);

/** Uzbek suffixes an exception stem may carry (longest first is not needed: the regex backtracks). */
export const SUFFIX_CHAIN = new RegExp(
  '^(?:' +
    [
      'lar',
      'ning',
      'ni',
      'ga',
      'ka',
      'qa',
      'da',
      'ta',
      'dan',
      'tan',
      'dagi',
      'tagi',
      'gacha',
      'kacha',
      'im',
      'm',
      'ing',
      'ng',
      'i',
      'si',
      'imiz',
      'miz',
      'ingiz',
      'ngiz',
      'li',
      'siz',
      'lik',
      'chi',
      'cha',
      'dek',
      'day',
      'dir',
      'mi',
      'gina',
      'kina',
      'u',
      'yu',
    ].join('|') +
    ')*$',
);
