// Words the demo project titles and descriptions are built from, in Uzbek (Latin) and Russian.
import type { styleEnum, wallMaterialEnum, foundationEnum, flooringEnum } from '@/lib/db/schema';

type Style = (typeof styleEnum.enumValues)[number];
type Wall = (typeof wallMaterialEnum.enumValues)[number];
type Foundation = (typeof foundationEnum.enumValues)[number];
type Flooring = (typeof flooringEnum.enumValues)[number];

export const STYLE_WORDS: Record<Style, { uz: string; ru: string }> = {
  american: { uz: 'amerikacha uslubdagi', ru: 'в американском стиле' },
  english: { uz: 'ingliz uslubidagi', ru: 'в английском стиле' },
  baroque: { uz: 'barokko uslubidagi', ru: 'в стиле барокко' },
  european: { uz: 'yevropacha uslubdagi', ru: 'в европейском стиле' },
  spanish: { uz: 'ispan uslubidagi', ru: 'в испанском стиле' },
  italian: { uz: 'italyan uslubidagi', ru: 'в итальянском стиле' },
  classical: { uz: 'klassik uslubdagi', ru: 'в классическом стиле' },
  minimalism: { uz: 'minimalistik', ru: 'в стиле минимализм' },
  modern: { uz: 'zamonaviy', ru: 'в современном стиле' },
  german: { uz: 'nemis uslubidagi', ru: 'в немецком стиле' },
  norwegian: { uz: 'norveg uslubidagi', ru: 'в норвежском стиле' },
  russian: { uz: 'rus uslubidagi', ru: 'в русском стиле' },
  scandinavian: { uz: 'skandinav uslubidagi', ru: 'в скандинавском стиле' },
  contemporary: { uz: 'kontemporari uslubidagi', ru: 'в стиле контемпорари' },
  mediterranean: { uz: 'oʻrta yer dengizi uslubidagi', ru: 'в средиземноморском стиле' },
  chalet: { uz: 'shale uslubidagi', ru: 'в стиле шале' },
  swedish: { uz: 'shved uslubidagi', ru: 'в шведском стиле' },
  hiTech: { uz: 'hi-tech uslubidagi', ru: 'в стиле хай-тек' },
  victorian: { uz: 'viktorian uslubidagi', ru: 'в викторианском стиле' },
  halfTimbered: { uz: 'faxverk uslubidagi', ru: 'в стиле фахверк' },
  neoclassical: { uz: 'neoklassik uslubdagi', ru: 'в стиле неоклассика' },
};

export const WALL_WORDS: Record<Wall, { uz: string; ru: string }> = {
  stone: { uz: 'tabiiy tosh', ru: 'натуральный камень' },
  brick: { uz: 'pishgan gʻisht', ru: 'жжёный кирпич' },
  aeratedConcrete: { uz: 'gazobeton blok', ru: 'газобетонные блоки' },
  foamBlocks: { uz: 'penoblok', ru: 'пеноблоки' },
  gasSilicate: { uz: 'gazosilikat blok', ru: 'газосиликатные блоки' },
  blocks: { uz: 'beton blok', ru: 'бетонные блоки' },
  wood: { uz: 'yogʻoch', ru: 'дерево' },
  log: { uz: 'yumaloq yogʻoch (brevno)', ru: 'оцилиндрованное бревно' },
  timber: { uz: 'yogʻoch brus', ru: 'клеёный брус' },
  frame: { uz: 'karkasli', ru: 'каркасная конструкция' },
  plastered: { uz: 'suvalgan', ru: 'оштукатуренная кладка' },
  blockHouseFinished: { uz: 'blok-xaus bilan qoplangan', ru: 'отделка блок-хаусом' },
};

export const FOUNDATION_WORDS: Record<Foundation, { uz: string; ru: string }> = {
  slab: { uz: 'monolit plita poydevor', ru: 'монолитная плита' },
  strip: { uz: 'lentali poydevor', ru: 'ленточный фундамент' },
  pile: { uz: 'qoziqli poydevor', ru: 'свайный фундамент' },
  other: { uz: 'grunt sharoitiga mos poydevor', ru: 'фундамент по результатам изысканий' },
};

export const FLOORING_WORDS: Record<Flooring, { uz: string; ru: string }> = {
  plates: { uz: 'temir-beton plitalar', ru: 'железобетонные плиты' },
  monolithic: { uz: 'monolit yopma', ru: 'монолитное перекрытие' },
  beams: { uz: 'toʻsinli yopma', ru: 'перекрытие по балкам' },
  other: { uz: 'yengil yopma', ru: 'облегчённое перекрытие' },
};

export const STOREY_WORDS = {
  uz: ['', 'Bir qavatli', 'Ikki qavatli', 'Uch qavatli'],
  ru: ['', 'Одноэтажный', 'Двухэтажный', 'Трёхэтажный'],
};

export const STREETS = [
  'Navoiy',
  'Amir Temur',
  'Mustaqillik',
  'Bobur',
  'Istiqlol',
  'Yangi hayot',
  'Bogʻishamol',
  'Nurafshon',
  'Oqtepa',
  'Gulbahor',
  'Mehrobod',
  'Doʻstlik',
  'Bunyodkor',
  'Ipak yoʻli',
  'Sharq yulduzi',
];
