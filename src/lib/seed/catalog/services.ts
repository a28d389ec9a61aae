// Services of the marketplace (docs/product.md §1): the domains professionals work in, each with sub-services.
// Two sub-services are inactive on purpose, so "the public sees only active services" stays testable.
import type { CatalogItem } from './categories';

export const SERVICES: CatalogItem[] = [
  {
    seoUrl: 'arxitektura-va-dizayn',
    uz: 'Arxitektura va dizayn',
    ru: 'Архитектура и дизайн',
    en: 'Architecture and design',
    children: [
      {
        seoUrl: 'arxitektura-loyihasi',
        uz: 'Arxitektura loyihasi',
        ru: 'Архитектурное проектирование',
        en: 'Architectural design',
      },
      {
        seoUrl: 'interyer-dizayni',
        uz: 'Interyer dizayni',
        ru: 'Дизайн интерьера',
        en: 'Interior design',
      },
      {
        seoUrl: 'landshaft-dizayni',
        uz: 'Landshaft dizayni',
        ru: 'Ландшафтный дизайн',
        en: 'Landscape design',
      },
      { seoUrl: 'fasad-dizayni', uz: 'Fasad dizayni', ru: 'Дизайн фасада', en: 'Facade design' },
      {
        seoUrl: '3d-vizualizatsiya',
        uz: '3D vizualizatsiya',
        ru: '3D-визуализация',
        en: '3D visualisation',
      },
    ],
  },
  {
    seoUrl: 'loyiha-smeta-hujjatlari',
    uz: 'Loyiha-smeta hujjatlari',
    ru: 'Проектно-сметная документация',
    en: 'Project and estimate documents',
    children: [
      {
        seoUrl: 'konstruktiv-yechimlar',
        uz: 'Konstruktiv yechimlar',
        ru: 'Конструктивные решения',
        en: 'Structural design',
      },
      {
        seoUrl: 'muhandislik-tarmoqlari',
        uz: 'Muhandislik tarmoqlari loyihasi',
        ru: 'Проект инженерных сетей',
        en: 'Utility networks design',
      },
      {
        seoUrl: 'smeta-hisobi',
        uz: 'Smeta hisob-kitobi',
        ru: 'Сметный расчёт',
        en: 'Cost estimate',
      },
      {
        seoUrl: 'ekspertiza-hujjatlari',
        uz: 'Ekspertiza uchun hujjatlar',
        ru: 'Документы для экспертизы',
        en: 'Documents for state review',
      },
      {
        seoUrl: 'qurilish-ruxsatnomasi',
        uz: 'Qurilishga ruxsatnoma olishda koʻmak',
        ru: 'Помощь в получении разрешения на строительство',
        en: 'Building permit assistance',
        isActive: false,
      },
    ],
  },
  {
    seoUrl: 'kadastr-xizmatlari',
    uz: 'Kadastr xizmatlari',
    ru: 'Кадастровые услуги',
    en: 'Cadastre services',
    children: [
      {
        seoUrl: 'kadastr-pasporti',
        uz: 'Kadastr pasporti',
        ru: 'Кадастровый паспорт',
        en: 'Cadastral passport',
      },
      {
        seoUrl: 'kochmas-mulkni-royxatga-olish',
        uz: 'Koʻchmas mulkni roʻyxatga olish',
        ru: 'Регистрация недвижимости',
        en: 'Property registration',
      },
      {
        seoUrl: 'yer-chegaralarini-belgilash',
        uz: 'Yer uchastkasi chegaralarini belgilash',
        ru: 'Межевание земельного участка',
        en: 'Land boundary survey',
      },
      {
        seoUrl: 'texnik-pasport',
        uz: 'Texnik pasport tayyorlash',
        ru: 'Изготовление техпаспорта',
        en: 'Technical passport',
      },
    ],
  },
  {
    seoUrl: 'geodeziya-va-geologiya',
    uz: 'Geodeziya va geologiya',
    ru: 'Геодезия и геология',
    en: 'Geodesy and geology',
    children: [
      {
        seoUrl: 'topografik-syomka',
        uz: 'Topografik syomka',
        ru: 'Топографическая съёмка',
        en: 'Topographic survey',
      },
      {
        seoUrl: 'geodezik-ishlar',
        uz: 'Qurilishdagi geodezik ishlar',
        ru: 'Геодезические работы в строительстве',
        en: 'Construction setting-out',
      },
      {
        seoUrl: 'muhandislik-geologiyasi',
        uz: 'Muhandislik-geologik qidiruv',
        ru: 'Инженерно-геологические изыскания',
        en: 'Geotechnical investigation',
      },
      {
        seoUrl: 'gidrogeologiya',
        uz: 'Gidrogeologik tadqiqotlar',
        ru: 'Гидрогеологические исследования',
        en: 'Hydrogeological studies',
      },
    ],
  },
  {
    seoUrl: 'laboratoriya-ishlari',
    uz: 'Laboratoriya ishlari',
    ru: 'Лабораторные работы',
    en: 'Laboratory work',
    children: [
      {
        seoUrl: 'beton-sinovi',
        uz: 'Beton mustahkamligini sinash',
        ru: 'Испытание прочности бетона',
        en: 'Concrete strength testing',
      },
      {
        seoUrl: 'grunt-tahlili',
        uz: 'Grunt namunalarini tahlil qilish',
        ru: 'Анализ проб грунта',
        en: 'Soil testing',
      },
      {
        seoUrl: 'material-sinovi',
        uz: 'Qurilish materiallarini sinash',
        ru: 'Испытание строительных материалов',
        en: 'Building materials testing',
      },
      {
        seoUrl: 'payvand-nazorati',
        uz: 'Payvand choklarini nazorat qilish',
        ru: 'Контроль сварных швов',
        en: 'Weld inspection',
      },
    ],
  },
  {
    seoUrl: 'texnik-tekshiruvlar',
    uz: 'Texnik tekshiruvlar',
    ru: 'Технические обследования',
    en: 'Technical surveys',
    children: [
      {
        seoUrl: 'bino-holatini-tekshirish',
        uz: 'Bino texnik holatini tekshirish',
        ru: 'Обследование технического состояния здания',
        en: 'Building condition survey',
      },
      {
        seoUrl: 'seysmik-baholash',
        uz: 'Seysmik mustahkamlikni baholash',
        ru: 'Оценка сейсмостойкости',
        en: 'Seismic assessment',
      },
      { seoUrl: 'energiya-auditi', uz: 'Energiya auditi', ru: 'Энергоаудит', en: 'Energy audit' },
      {
        seoUrl: 'texnik-nazorat',
        uz: 'Qurilish ustidan texnik nazorat',
        ru: 'Технический надзор за строительством',
        en: 'Construction supervision',
      },
    ],
  },
  {
    seoUrl: 'ekologik-xulosalar',
    uz: 'Ekologik xulosalar',
    ru: 'Экологические заключения',
    en: 'Ecology conclusions',
    children: [
      {
        seoUrl: 'atrof-muhitga-tasir',
        uz: 'Atrof-muhitga taʼsirni baholash',
        ru: 'Оценка воздействия на окружающую среду',
        en: 'Environmental impact assessment',
      },
      {
        seoUrl: 'ekologik-ekspertiza',
        uz: 'Ekologik ekspertiza uchun hujjatlar',
        ru: 'Документы для экологической экспертизы',
        en: 'Environmental review documents',
      },
      {
        seoUrl: 'chiqindilar-rejasi',
        uz: 'Chiqindilarni boshqarish rejasi',
        ru: 'План обращения с отходами',
        en: 'Waste management plan',
      },
      {
        seoUrl: 'shovqin-va-havo-olchovi',
        uz: 'Shovqin va havo sifatini oʻlchash',
        ru: 'Замеры шума и качества воздуха',
        en: 'Noise and air quality measurements',
        isActive: false,
      },
    ],
  },
  {
    seoUrl: 'qurilish-va-tamirlash',
    uz: 'Qurilish va taʼmirlash',
    ru: 'Строительство и ремонт',
    en: 'Construction and repair',
    children: [
      {
        seoUrl: 'uy-qurilishi',
        uz: 'Uy qurilishi',
        ru: 'Строительство домов',
        en: 'House construction',
      },
      {
        seoUrl: 'kapital-tamirlash',
        uz: 'Kapital taʼmirlash',
        ru: 'Капитальный ремонт',
        en: 'Major repairs',
      },
      {
        seoUrl: 'pardozlash-ishlari',
        uz: 'Pardozlash ishlari',
        ru: 'Отделочные работы',
        en: 'Finishing works',
      },
      { seoUrl: 'tom-yopish', uz: 'Tom yopish ishlari', ru: 'Кровельные работы', en: 'Roofing' },
      {
        seoUrl: 'elektr-va-santexnika',
        uz: 'Elektr va santexnika ishlari',
        ru: 'Электрика и сантехника',
        en: 'Electrical and plumbing work',
      },
      { seoUrl: 'fasad-ishlari', uz: 'Fasad ishlari', ru: 'Фасадные работы', en: 'Facade works' },
    ],
  },
];
