import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic, normalizeApostrophes, toSearchLatin } from './translit';
import { BACK_STEMS, PREFIX_STEMS, WORD_STEMS } from './translit-tables';

// [Cyrillic, Latin]: each pair must convert both ways.
const PAIRS: [string, string][] = [
  // the brief's pairs
  ['енгил', 'yengil'],
  ['қаерда', 'qayerda'],
  ['цирк', 'sirk'],
  ['федерация', 'federatsiya'],
  ['маъно', 'maʼno'],
  ['район', 'rayon'],
  ['компьютер', 'kompyuter'],
  ['Ўзбекистон', 'Oʻzbekiston'],
  ['Тошкент', 'Toshkent'],
  ['шаҳар', 'shahar'],
  ['ёз', 'yoz'],
  ['юлдуз', 'yulduz'],
  ['яхши', 'yaxshi'],
  ['ғишт', 'gʻisht'],
  ['қўнғироқ', 'qoʻngʻiroq'],
  // э/е: э at word start and after vowels, е (ye) elsewhere
  ['экран', 'ekran'],
  ['эшик', 'eshik'],
  ['аэропорт', 'aeroport'],
  ['поэзия', 'poeziya'],
  ['ер', 'yer'],
  ['етказиб', 'yetkazib'],
  ['бетон', 'beton'],
  ['эълон', 'eʼlon'],
  // y-combinations
  ['тайёр', 'tayyor'],
  ['йўл', 'yoʻl'],
  ['йўқ', 'yoʻq'],
  ['актёр', 'aktyor'],
  ['бюджет', 'byudjet'],
  ['июнь', 'iyun'],
  ['дизайн', 'dizayn'],
  ['лойиҳа', 'loyiha'],
  ['Навоий', 'Navoiy'],
  ['Сирдарё', 'Sirdaryo'],
  // digraphs, ʻ and the tutuq
  ['ишонч', 'ishonch'],
  ['машҳур', 'mashhur'],
  ['Исҳоқ', 'Isʼhoq'],
  ['санъат', 'sanʼat'],
  ['таъмир', 'taʼmir'],
  ['мўъжиза', 'moʻjiza'],
  ['Фарғона', 'Fargʻona'],
  ['Қорақалпоғистон', 'Qoraqalpogʻiston'],
  ['боғ', 'bogʻ'],
  ['тонг', 'tong'],
  ['қурувчи', 'quruvchi'],
  // ц: s at word start / after consonants, ts after vowels; native t+s stays т+с
  ['цемент', 'sement'],
  ['концерт', 'konsert'],
  ['станция', 'stansiya'],
  ['конструкция', 'konstruksiya'],
  ['коэффициент', 'koeffitsiyent'],
  ['лицензия', 'litsenziya'],
  ['кондиционер', 'konditsioner'],
  ['вентиляция', 'ventilyatsiya'],
  ['шприц', 'shprits'],
  ['меҳнатсевар', 'mehnatsevar'],
  ['кетсин', 'ketsin'],
  ['сифатсиз', 'sifatsiz'],
  ['пенсия', 'pensiya'],
  ['пенсионер', 'pensioner'],
  // ь and ъ of Russian loanwords
  ['объект', 'obyekt'],
  ['подъезд', 'podyezd'],
  ['павильон', 'pavilyon'],
  ['интерьер', 'interyer'],
  ['мебель', 'mebel'],
  ['мебеллар', 'mebellar'],
  ['калькулятор', 'kalkulyator'],
  ['фильмлар', 'filmlar'],
  // exceptions with Uzbek suffixes; the same stem without a suffix chain is an ordinary word
  ['цементни', 'sementni'],
  ['районлардаги', 'rayonlardagi'],
  ['сирка', 'sirka'],
  ['спецтехника', 'spetstexnika'],
  // capitals
  ['ШАҲАР', 'SHAHAR'],
  ['Шаҳар', 'Shahar'],
  ['ЎЗБЕКИСТОН', 'OʻZBEKISTON'],
  ['Чорсу', 'Chorsu'],
  ['ЁЗ', 'YOZ'],
  ['Ер', 'Yer'],
  ['ЦИРК', 'SIRK'],
  ['Экран', 'Ekran'],
  ['ЦЕМЕНТНИ', 'SEMENTNI'],
  ['МЧЖ', 'MChJ'],
  ['ҚҚС', 'QQS'],
];

describe('word pairs', () => {
  it('has at least 40 pairs', () => expect(PAIRS.length).toBeGreaterThanOrEqual(40));
  it.each(PAIRS)('%s → %s', (cyr, lat) => expect(cyrillicToLatin(cyr)).toBe(lat));
  it.each(PAIRS)('%s ← %s', (cyr, lat) => expect(latinToCyrillic(lat)).toBe(cyr));
});

describe('exceptions table', () => {
  // Keys must be the official Latin of their Cyrillic value, or the table contradicts the rules.
  it.each(Object.entries({ ...WORD_STEMS, ...PREFIX_STEMS }))('%s ↔ %s', (lat, cyr) => {
    expect(cyrillicToLatin(cyr)).toBe(lat);
    expect(latinToCyrillic(lat)).toBe(cyr);
  });
  it('takes the я-less stems back, whatever follows', () => {
    for (const [cyr, lat] of Object.entries(BACK_STEMS)) {
      expect(cyrillicToLatin(cyr)).toBe(lat);
      expect(cyrillicToLatin(`${cyr}да`)).toBe(`${lat}da`);
    }
  });
});

// Russian loanwords that keep ь (and sometimes я) in Cyrillic: the Latin drops ь, and sentabr and
// oktabr write "a" for я. [Cyrillic, Latin], both ways.
const LOANWORDS: [string, string][] = [
  ['январь', 'yanvar'],
  ['февраль', 'fevral'],
  ['апрель', 'aprel'],
  ['июнь', 'iyun'],
  ['июль', 'iyul'],
  ['сентябрь', 'sentabr'],
  ['октябрь', 'oktabr'],
  ['ноябрь', 'noyabr'],
  ['декабрь', 'dekabr'],
  ['Январь', 'Yanvar'],
  ['СЕНТЯБРЬ', 'SENTABR'],
  ['Октябрь', 'Oktabr'],
  ['портфель', 'portfel'],
  ['медаль', 'medal'],
  ['педаль', 'pedal'],
  ['модель', 'model'],
  ['роль', 'rol'],
  ['контроль', 'kontrol'],
  ['пароль', 'parol'],
  ['дизель', 'dizel'],
  ['модуль', 'modul'],
  ['шампунь', 'shampun'],
  ['автомобиль', 'avtomobil'],
  ['мебель', 'mebel'],
  ['календарь', 'kalendar'],
  ['секретарь', 'sekretar'],
  ['фестиваль', 'festival'],
  ['профиль', 'profil'],
  ['текстиль', 'tekstil'],
  ['спектакль', 'spektakl'],
  ['рубль', 'rubl'],
  ['штемпель', 'shtempel'],
  ['гантель', 'gantel'],
  ['акварель', 'akvarel'],
  ['магистраль', 'magistral'],
  ['вертикаль', 'vertikal'],
  ['горизонталь', 'gorizontal'],
  ['параллель', 'parallel'],
  ['асфальт', 'asfalt'],
  ['пальто', 'palto'],
  ['альбом', 'albom'],
  ['пальма', 'palma'],
  ['пульт', 'pult'],
  ['тюль', 'tyul'],
  ['рельеф', 'relyef'],
  ['кальций', 'kalsiy'],
  ['панель', 'panel'],
  ['кафель', 'kafel'],
  ['стиль', 'stil'],
  ['фильтр', 'filtr'],
  // with Uzbek suffixes the ь goes (мебеллар), the я-less stems stay я-less in Latin
  ['июнда', 'iyunda'],
  ['сентябрда', 'sentabrda'],
  ['октябрнинг', 'oktabrning'],
  ['декабрдан', 'dekabrdan'],
  ['апрелгача', 'aprelgacha'],
  ['моделлар', 'modellar'],
  ['автомобиллари', 'avtomobillari'],
  ['асфальтни', 'asfaltni'], // an inner ь stays
  ['ролини', 'rolini'],
  ['назоратни', 'nazoratni'],
  // native words that merely begin like a loanword are left to the rules
  ['ролик', 'rolik'],
  ['мартда', 'martda'],
  ['май', 'may'],
];

describe('Russian loanwords with ь', () => {
  it('has many pairs', () => expect(LOANWORDS.length).toBeGreaterThanOrEqual(50));
  it.each(LOANWORDS)('%s → %s', (cyr, lat) => expect(cyrillicToLatin(cyr)).toBe(lat));
  it.each(LOANWORDS)('%s ← %s', (cyr, lat) => expect(latinToCyrillic(lat)).toBe(cyr));
  it('in sentences', () => {
    expect(latinToCyrillic('15-sentabrdan 1-dekabrgacha avtomobil va mebel chegirmada')).toBe(
      '15-сентябрдан 1-декабргача автомобиль ва мебель чегирмада',
    );
    expect(cyrillicToLatin('Ҳар йили апрель ва октябрь ойларида асфальт янгиланади.')).toBe(
      'Har yili aprel va oktabr oylarida asfalt yangilanadi.',
    );
  });
});

describe('normalizeApostrophes', () => {
  it.each([
    "O'zbekiston",
    'O‘zbekiston',
    'O’zbekiston',
    'O`zbekiston',
    'Oʼzbekiston',
    'O´zbekiston',
  ])('%s', (s) => {
    expect(normalizeApostrophes(s)).toBe('Oʻzbekiston');
    expect(latinToCyrillic(s)).toBe('Ўзбекистон');
  });
  it('uses ʼ for the tutuq and ʻ after g at word end', () => {
    expect(normalizeApostrophes("ma'no ta‘mir bog' tog`")).toBe('maʼno taʼmir bogʻ togʻ');
  });
  it('leaves quotation marks alone', () => {
    expect(normalizeApostrophes("'Saqlash' va 'Bino'")).toBe("'Saqlash' va 'Bino'");
    expect(latinToCyrillic("'Saqlash' tugmasini bosing")).toBe("'Сақлаш' тугмасини босинг");
  });
});

describe('latinToCyrillic on whole texts', () => {
  it('keeps punctuation and spacing', () => {
    expect(
      latinToCyrillic('Oʻzbekistonda qurilish materiallari: sement, gʻisht va armatura!\n(Yangi)'),
    ).toBe('Ўзбекистонда қурилиш материаллари: цемент, ғишт ва арматура!\n(Янги)');
  });
  it('leaves placeholders, nesting, tags, URLs, e-mails and domains in Latin', () => {
    expect(latinToCyrillic('{{count}} ta eʼlon, $t(common:more) <0>Quruvchi.uz</0> saytida')).toBe(
      '{{count}} та эълон, $t(common:more) <0>Quruvchi.uz</0> сайтида',
    );
    expect(
      latinToCyrillic(
        'Batafsil: https://quruvchi.uz/news?id=5. Yozing: info@quruvchi.uz yoki e-mail',
      ),
    ).toBe('Батафсил: https://quruvchi.uz/news?id=5. Ёзинг: info@quruvchi.uz ёки e-mail');
  });
  it('keeps digits, and Latin codes glued to them', () => {
    expect(latinToCyrillic('5ta xona, 2-qavat, 120 m², 3D-loyiha, A4 format')).toBe(
      '5та хона, 2-қават, 120 м², 3D-лойиҳа, A4 формат',
    );
  });
  it('does not mangle English words and brands', () => {
    expect(latinToCyrillic('WhatsApp, iPhone, Click, Google, SMS, PDF orqali')).toBe(
      'WhatsApp, iPhone, Click, Google, SMS, PDF орқали',
    );
    expect(latinToCyrillic('XXI asr, IV bob, XIL')).toBe('XXI аср, IV боб, ХИЛ');
  });
  it('is not fooled by Object.prototype names', () => {
    expect(latinToCyrillic('constructor toString __proto__ valueOf hasownproperty')).toBe(
      'constructor toString __прото__ valueOf hasownproperty',
    );
  });
  it('leaves Cyrillic untouched', () => {
    expect(latinToCyrillic('Уже кириллица')).toBe('Уже кириллица');
  });
  it('is fast enough for every locale file at load time', () => {
    const text =
      'Oʻzbekiston boʻylab qurilish va taʼmirlash xizmatlari, {{count}} ta eʼlon. '.repeat(5000);
    const start = performance.now();
    latinToCyrillic(text);
    expect(performance.now() - start).toBeLessThan(1000); // ~50 000 words; typically well under 200 ms
  });
});

describe('cyrillicToLatin on whole texts', () => {
  it('converts a sentence and leaves Latin alone', () => {
    expect(cyrillicToLatin('Объект: Тошкент шаҳри, Чилонзор тумани (Quruvchi.uz).')).toBe(
      'Obyekt: Toshkent shahri, Chilonzor tumani (Quruvchi.uz).',
    );
  });
});

describe('toSearchLatin', () => {
  it.each([
    'Oʻzbekiston',
    "O'zbekiston",
    'Ўзбекистон',
    'ozbekiston',
    'OZBEKISTON',
    '  O‘zbekiston ',
  ])('%s', (s) => {
    expect(toSearchLatin(s)).toBe('ozbekiston');
  });
  it('gives Russian a consistent Latin form', () => {
    expect(toSearchLatin('Щебень  и\tобъект')).toBe('sheben i obyekt');
    expect(toSearchLatin('Высотный   Электрик')).toBe('visotniy elektrik');
  });
  it('matches the tutuq and its absence', () => {
    expect(toSearchLatin('Таъмир')).toBe(toSearchLatin("ta'mir"));
    expect(toSearchLatin('taʼmir')).toBe('tamir');
  });
});
