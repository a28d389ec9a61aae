// Demo professionals: companies (agencies), specialists (agents) and ordinary users who write
// reviews. Invented people and companies; e-mails use the reserved example.com domain.

export type DemoAgency = {
  companyName: string;
  seoName: string;
  director: string;
  region: number; // SOATO
  district: number; // index into the region's districts
  street: string;
  lang: 'uz' | 'ru';
  services: string[]; // sub-service seoUrls
  pro: boolean;
  handle: string;
};

export const AGENCIES: DemoAgency[] = [
  {
    companyName: 'Meʼmor Loyiha MChJ',
    seoName: 'memor-loyiha',
    director: 'Rustam Xolmatov',
    region: 1726,
    district: 2,
    street: 'Amir Temur shoh koʻchasi, 107-uy',
    lang: 'uz',
    services: [
      'arxitektura-loyihasi',
      'fasad-dizayni',
      '3d-vizualizatsiya',
      'konstruktiv-yechimlar',
      'smeta-hisobi',
    ],
    pro: true,
    handle: 'memor_loyiha',
  },
  {
    companyName: 'Toshkent Qurilish Servis MChJ',
    seoName: 'toshkent-qurilish-servis',
    director: 'Anvar Joʻrayev',
    region: 1727,
    district: 5,
    street: 'Mustaqillik koʻchasi, 12-uy',
    lang: 'uz',
    services: [
      'uy-qurilishi',
      'kapital-tamirlash',
      'pardozlash-ishlari',
      'tom-yopish',
      'fasad-ishlari',
    ],
    pro: true,
    handle: 'tqs_qurilish',
  },
  {
    companyName: 'Samarqand Arxitektura Guruhi',
    seoName: 'samarqand-arxitektura-guruhi',
    director: 'Bahodir Normatov',
    region: 1718,
    district: 0,
    street: 'Registon koʻchasi, 45-uy',
    lang: 'uz',
    services: ['arxitektura-loyihasi', 'interyer-dizayni', 'landshaft-dizayni', 'kadastr-pasporti'],
    pro: true,
    handle: 'samarch_group',
  },
  {
    companyName: 'GeoTexnik Tadqiqot MChJ',
    seoName: 'geotexnik-tadqiqot',
    director: 'Виктор Ким',
    region: 1726,
    district: 3,
    street: 'Мирзо Улугбек, ул. Буюк Ипак йули, 61',
    lang: 'ru',
    services: [
      'topografik-syomka',
      'muhandislik-geologiyasi',
      'grunt-tahlili',
      'beton-sinovi',
      'bino-holatini-tekshirish',
    ],
    pro: true,
    handle: 'geotexnik_uz',
  },
  {
    companyName: 'Fargʻona Uy Qurilish MChJ',
    seoName: 'fargona-uy-qurilish',
    director: 'Ulugʻbek Saidov',
    region: 1730,
    district: 1,
    street: 'Al-Fargʻoniy koʻchasi, 8-uy',
    lang: 'uz',
    services: ['uy-qurilishi', 'elektr-va-santexnika', 'pardozlash-ishlari', 'texnik-nazorat'],
    pro: true,
    handle: 'fargona_uy',
  },
  {
    companyName: 'EkoNorma Konsalting',
    seoName: 'ekonorma-konsalting',
    director: 'Наталья Пак',
    region: 1706,
    district: 0,
    street: 'ул. Бахауддина Накшбанда, 24',
    lang: 'ru',
    services: [
      'atrof-muhitga-tasir',
      'ekologik-ekspertiza',
      'chiqindilar-rejasi',
      'energiya-auditi',
    ],
    pro: true,
    handle: 'ekonorma',
  },
  {
    companyName: 'Kadastr Ekspert Servis',
    seoName: 'kadastr-ekspert-servis',
    director: 'Jamshid Qodirov',
    region: 1714,
    district: 0,
    street: 'Navoiy koʻchasi, 33-uy',
    lang: 'uz',
    services: [
      'kadastr-pasporti',
      'kochmas-mulkni-royxatga-olish',
      'yer-chegaralarini-belgilash',
      'texnik-pasport',
    ],
    pro: false,
    handle: 'kadastr_ekspert',
  },
  {
    companyName: 'Andijon Dizayn Studiyasi',
    seoName: 'andijon-dizayn-studiyasi',
    director: 'Dilnoza Aliyeva',
    region: 1703,
    district: 0,
    street: 'Bobur shoh koʻchasi, 19-uy',
    lang: 'uz',
    services: ['interyer-dizayni', '3d-vizualizatsiya', 'landshaft-dizayni'],
    pro: false,
    handle: 'andijon_dizayn',
  },
];

export type DemoAgent = {
  name: string;
  gender: 'm' | 'f';
  type: string; // specialist type key, see SPECIALISTS
  region: number;
  district: number;
  lang: 'uz' | 'ru';
  agency: number | null; // index into AGENCIES
  pro: boolean;
  years: number;
};

export const SPECIALISTS: Record<string, { uz: string; ru: string; services: string[] }> = {
  architect: {
    uz: 'Arxitektor',
    ru: 'Архитектор',
    services: ['arxitektura-loyihasi', 'fasad-dizayni', '3d-vizualizatsiya'],
  },
  interior: {
    uz: 'Interyer dizayneri',
    ru: 'Дизайнер интерьера',
    services: ['interyer-dizayni', '3d-vizualizatsiya'],
  },
  structural: {
    uz: 'Muhandis-konstruktor',
    ru: 'Инженер-конструктор',
    services: ['konstruktiv-yechimlar', 'muhandislik-tarmoqlari', 'ekspertiza-hujjatlari'],
  },
  estimator: { uz: 'Smetachi', ru: 'Сметчик', services: ['smeta-hisobi', 'ekspertiza-hujjatlari'] },
  cadastre: {
    uz: 'Kadastr muhandisi',
    ru: 'Кадастровый инженер',
    services: ['kadastr-pasporti', 'kochmas-mulkni-royxatga-olish', 'texnik-pasport'],
  },
  surveyor: {
    uz: 'Geodezist',
    ru: 'Геодезист',
    services: ['topografik-syomka', 'geodezik-ishlar', 'yer-chegaralarini-belgilash'],
  },
  geologist: {
    uz: 'Geolog',
    ru: 'Геолог',
    services: ['muhandislik-geologiyasi', 'gidrogeologiya', 'grunt-tahlili'],
  },
  lab: {
    uz: 'Laboratoriya muhandisi',
    ru: 'Инженер-лаборант',
    services: ['beton-sinovi', 'material-sinovi', 'payvand-nazorati'],
  },
  inspector: {
    uz: 'Texnik nazoratchi',
    ru: 'Инженер технадзора',
    services: ['texnik-nazorat', 'bino-holatini-tekshirish', 'seysmik-baholash'],
  },
  ecologist: {
    uz: 'Ekolog',
    ru: 'Эколог',
    services: ['atrof-muhitga-tasir', 'ekologik-ekspertiza', 'chiqindilar-rejasi'],
  },
  foreman: {
    uz: 'Prorab',
    ru: 'Прораб',
    services: ['uy-qurilishi', 'kapital-tamirlash', 'pardozlash-ishlari', 'tom-yopish'],
  },
  landscape: {
    uz: 'Landshaft dizayneri',
    ru: 'Ландшафтный дизайнер',
    services: ['landshaft-dizayni', '3d-vizualizatsiya'],
  },
};

export const AGENTS: DemoAgent[] = [
  {
    name: 'Jasur Karimov',
    gender: 'm',
    type: 'architect',
    region: 1726,
    district: 4,
    lang: 'uz',
    agency: 0,
    pro: true,
    years: 12,
  },
  {
    name: 'Malika Usmonova',
    gender: 'f',
    type: 'interior',
    region: 1726,
    district: 8,
    lang: 'uz',
    agency: 0,
    pro: true,
    years: 7,
  },
  {
    name: 'Sardor Rahimov',
    gender: 'm',
    type: 'structural',
    region: 1726,
    district: 1,
    lang: 'uz',
    agency: 0,
    pro: false,
    years: 9,
  },
  {
    name: 'Bekzod Tursunov',
    gender: 'm',
    type: 'foreman',
    region: 1727,
    district: 5,
    lang: 'uz',
    agency: 1,
    pro: true,
    years: 15,
  },
  {
    name: 'Otabek Yusupov',
    gender: 'm',
    type: 'foreman',
    region: 1727,
    district: 2,
    lang: 'uz',
    agency: 1,
    pro: false,
    years: 6,
  },
  {
    name: 'Nigora Rashidova',
    gender: 'f',
    type: 'architect',
    region: 1718,
    district: 0,
    lang: 'uz',
    agency: 2,
    pro: true,
    years: 10,
  },
  {
    name: 'Aziz Nazarov',
    gender: 'm',
    type: 'cadastre',
    region: 1718,
    district: 3,
    lang: 'uz',
    agency: 2,
    pro: false,
    years: 5,
  },
  {
    name: 'Дмитрий Ли',
    gender: 'm',
    type: 'geologist',
    region: 1726,
    district: 3,
    lang: 'ru',
    agency: 3,
    pro: true,
    years: 18,
  },
  {
    name: 'Елена Ким',
    gender: 'f',
    type: 'lab',
    region: 1726,
    district: 6,
    lang: 'ru',
    agency: 3,
    pro: false,
    years: 11,
  },
  {
    name: 'Javlon Ismoilov',
    gender: 'm',
    type: 'surveyor',
    region: 1726,
    district: 9,
    lang: 'uz',
    agency: 3,
    pro: true,
    years: 8,
  },
  {
    name: 'Sherzod Qodirov',
    gender: 'm',
    type: 'foreman',
    region: 1730,
    district: 1,
    lang: 'uz',
    agency: 4,
    pro: true,
    years: 14,
  },
  {
    name: 'Gulnora Yoʻldosheva',
    gender: 'f',
    type: 'estimator',
    region: 1730,
    district: 4,
    lang: 'uz',
    agency: 4,
    pro: false,
    years: 9,
  },
  {
    name: 'Ольга Тен',
    gender: 'f',
    type: 'ecologist',
    region: 1706,
    district: 0,
    lang: 'ru',
    agency: 5,
    pro: true,
    years: 13,
  },
  {
    name: 'Dilshod Ergashev',
    gender: 'm',
    type: 'architect',
    region: 1703,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: true,
    years: 11,
  },
  {
    name: 'Shahnoza Mahmudova',
    gender: 'f',
    type: 'interior',
    region: 1714,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: true,
    years: 6,
  },
  {
    name: 'Farrux Abdullayev',
    gender: 'm',
    type: 'inspector',
    region: 1712,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: false,
    years: 16,
  },
  {
    name: 'Temur Mirzayev',
    gender: 'm',
    type: 'architect',
    region: 1710,
    district: 1,
    lang: 'uz',
    agency: null,
    pro: true,
    years: 9,
  },
  {
    name: 'Zarina Tojiyeva',
    gender: 'f',
    type: 'landscape',
    region: 1726,
    district: 10,
    lang: 'uz',
    agency: null,
    pro: true,
    years: 5,
  },
  {
    name: 'Akmal Sobirov',
    gender: 'm',
    type: 'structural',
    region: 1733,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: false,
    years: 8,
  },
  {
    name: 'Сергей Волков',
    gender: 'm',
    type: 'inspector',
    region: 1726,
    district: 7,
    lang: 'ru',
    agency: null,
    pro: true,
    years: 20,
  },
  {
    name: 'Madina Qosimova',
    gender: 'f',
    type: 'estimator',
    region: 1708,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: false,
    years: 4,
  },
  {
    name: 'Nodir Hasanov',
    gender: 'm',
    type: 'surveyor',
    region: 1722,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: false,
    years: 7,
  },
  {
    name: 'Feruza Olimova',
    gender: 'f',
    type: 'architect',
    region: 1735,
    district: 0,
    lang: 'uz',
    agency: null,
    pro: true,
    years: 6,
  },
  {
    name: 'Анна Сидорова',
    gender: 'f',
    type: 'interior',
    region: 1726,
    district: 11,
    lang: 'ru',
    agency: null,
    pro: true,
    years: 12,
  },
];

export const USERS: { name: string; lang: 'uz' | 'ru'; region: number }[] = [
  { name: 'Kamola Rahmonova', lang: 'uz', region: 1726 },
  { name: 'Oybek Murodov', lang: 'uz', region: 1718 },
  { name: 'Алексей Попов', lang: 'ru', region: 1726 },
  { name: 'Lola Sharipova', lang: 'uz', region: 1730 },
  { name: 'Ibrohim Xoliqov', lang: 'uz', region: 1727 },
];

/** About texts written for each kind of specialist, with the years of experience filled in. */
export function agentAbout(type: string, years: number, lang: 'uz' | 'ru'): string {
  const s = SPECIALISTS[type]!;
  if (lang === 'ru') {
    return (
      `${s.ru} с опытом ${years} лет. Работаю с частными заказчиками и компаниями по всему Узбекистану: от первой консультации до сдачи объекта. ` +
      'Соблюдаю сроки, объясняю каждое решение простым языком и учитываю бюджет семьи. Документы готовлю по действующим нормам (ШНК).'
    );
  }
  return (
    `${years} yillik tajribaga ega ${s.uz.toLowerCase()}man. Xususiy buyurtmachilar va kompaniyalar bilan butun Oʻzbekiston boʻylab ishlayman. ` +
    'Har bir yechimni oddiy tilda tushuntiraman, muddat va oila byudjetini hisobga olaman. Hujjatlarni amaldagi shaharsozlik normalari (ShNQ) asosida tayyorlayman.'
  );
}

export function agencyAbout(a: DemoAgency): string {
  if (a.lang === 'ru') {
    return (
      `${a.companyName} — команда инженеров и проектировщиков. Берём на себя изыскания, проект и согласования, ` +
      'работаем по договору с понятной сметой и поэтапной оплатой. Консультация и выезд на объект по Ташкенту — бесплатно.'
    );
  }
  return (
    `${a.companyName} — loyihachi va muhandislar jamoasi. Loyiha, hujjatlar va kelishuvlarni bir joyda bajaramiz, ` +
    'shartnoma asosida aniq smeta va bosqichma-bosqich toʻlov bilan ishlaymiz. Birinchi maslahat bepul.'
  );
}
