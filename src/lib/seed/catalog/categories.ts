// Project catalog: the kinds of designs and buildings people look for in Uzbekistan.
// Names written by hand in uz (Latin, ʻ U+02BB after o/g), ru and en; oz is transliterated from uz.
export type CatalogItem = {
  seoUrl: string;
  uz: string;
  ru: string;
  en: string;
  isActive?: boolean;
  children?: CatalogItem[];
};

export const CATEGORIES: CatalogItem[] = [
  {
    seoUrl: 'uylar-va-kottejlar',
    uz: 'Uylar va kottejlar',
    ru: 'Дома и коттеджи',
    en: 'Houses and cottages',
    children: [
      {
        seoUrl: 'bir-qavatli-uylar',
        uz: 'Bir qavatli uylar',
        ru: 'Одноэтажные дома',
        en: 'One-storey houses',
      },
      {
        seoUrl: 'ikki-qavatli-uylar',
        uz: 'Ikki qavatli uylar',
        ru: 'Двухэтажные дома',
        en: 'Two-storey houses',
      },
      {
        seoUrl: 'uch-qavatli-uylar',
        uz: 'Uch qavatli uylar',
        ru: 'Трёхэтажные дома',
        en: 'Three-storey houses',
      },
      {
        seoUrl: 'mansardali-uylar',
        uz: 'Mansardali uylar',
        ru: 'Дома с мансардой',
        en: 'Houses with an attic floor',
      },
      {
        seoUrl: 'garajli-uylar',
        uz: 'Garajli uylar',
        ru: 'Дома с гаражом',
        en: 'Houses with a garage',
      },
      {
        seoUrl: 'kichik-uylar',
        uz: 'Kichik uylar (100 m² gacha)',
        ru: 'Небольшие дома (до 100 м²)',
        en: 'Small houses (up to 100 m²)',
      },
    ],
  },
  {
    seoUrl: 'taunxauslar',
    uz: 'Taunxauslar va duplekslar',
    ru: 'Таунхаусы и дуплексы',
    en: 'Townhouses and duplexes',
    children: [
      { seoUrl: 'dupleks-uylar', uz: 'Dupleks uylar', ru: 'Дуплексы', en: 'Duplexes' },
      {
        seoUrl: 'blokli-uylar',
        uz: 'Blokli turar joylar',
        ru: 'Блокированные дома',
        en: 'Terraced houses',
      },
    ],
  },
  {
    seoUrl: 'villalar-va-dachalar',
    uz: 'Villalar va dachalar',
    ru: 'Виллы и дачи',
    en: 'Villas and dachas',
    children: [
      { seoUrl: 'villalar', uz: 'Villalar', ru: 'Виллы', en: 'Villas' },
      { seoUrl: 'dacha-uylari', uz: 'Dacha uylari', ru: 'Дачные дома', en: 'Country houses' },
      {
        seoUrl: 'hammomli-uylar',
        uz: 'Hammomli mehmon uylari',
        ru: 'Гостевые дома с баней',
        en: 'Guest houses with a sauna',
      },
    ],
  },
  {
    seoUrl: 'kvartiralar',
    uz: 'Kvartiralar',
    ru: 'Квартиры',
    en: 'Apartments',
    children: [
      {
        seoUrl: 'kop-qavatli-turar-joylar',
        uz: 'Koʻp qavatli turar joylar',
        ru: 'Многоэтажные жилые дома',
        en: 'Apartment buildings',
      },
      {
        seoUrl: 'kvartira-rejalari',
        uz: 'Kvartira rejalari va taʼmiri',
        ru: 'Планировки и ремонт квартир',
        en: 'Apartment layouts and renovation',
      },
    ],
  },
  {
    seoUrl: 'tijorat-binolari',
    uz: 'Tijorat binolari',
    ru: 'Коммерческие здания',
    en: 'Commercial buildings',
    children: [
      {
        seoUrl: 'dokonlar',
        uz: 'Doʻkonlar va savdo markazlari',
        ru: 'Магазины и торговые центры',
        en: 'Shops and shopping centres',
      },
      {
        seoUrl: 'kafe-va-restoranlar',
        uz: 'Kafe va restoranlar',
        ru: 'Кафе и рестораны',
        en: 'Cafés and restaurants',
      },
      { seoUrl: 'mehmonxonalar', uz: 'Mehmonxonalar', ru: 'Гостиницы', en: 'Hotels' },
      {
        seoUrl: 'omborxonalar',
        uz: 'Omborxonalar va sexlar',
        ru: 'Склады и цеха',
        en: 'Warehouses and workshops',
      },
      {
        seoUrl: 'avtoservislar',
        uz: 'Avtoservislar',
        ru: 'Автосервисы',
        en: 'Car service centres',
      },
    ],
  },
  {
    seoUrl: 'ofislar',
    uz: 'Ofislar',
    ru: 'Офисы',
    en: 'Offices',
    children: [
      {
        seoUrl: 'ofis-binolari',
        uz: 'Ofis binolari',
        ru: 'Офисные здания',
        en: 'Office buildings',
      },
      {
        seoUrl: 'biznes-markazlar',
        uz: 'Biznes markazlar',
        ru: 'Бизнес-центры',
        en: 'Business centres',
      },
      {
        seoUrl: 'kichik-ofislar',
        uz: 'Kichik ofislar',
        ru: 'Небольшие офисы',
        en: 'Small offices',
      },
    ],
  },
  {
    seoUrl: 'jamoat-binolari',
    uz: 'Jamoat binolari',
    ru: 'Общественные здания',
    en: 'Public buildings',
    children: [
      { seoUrl: 'maktablar', uz: 'Maktablar', ru: 'Школы', en: 'Schools' },
      { seoUrl: 'bogchalar', uz: 'Bolalar bogʻchalari', ru: 'Детские сады', en: 'Kindergartens' },
      {
        seoUrl: 'tibbiyot-muassasalari',
        uz: 'Tibbiyot muassasalari',
        ru: 'Медицинские учреждения',
        en: 'Clinics',
      },
      {
        seoUrl: 'sport-inshootlari',
        uz: 'Sport inshootlari',
        ru: 'Спортивные сооружения',
        en: 'Sports facilities',
      },
    ],
  },
  {
    seoUrl: 'qishloq-xojaligi-binolari',
    uz: 'Qishloq xoʻjaligi binolari',
    ru: 'Сельскохозяйственные здания',
    en: 'Farm buildings',
    children: [
      { seoUrl: 'issiqxonalar', uz: 'Issiqxonalar', ru: 'Теплицы', en: 'Greenhouses' },
      {
        seoUrl: 'fermer-xojaliklari',
        uz: 'Fermer xoʻjaligi binolari',
        ru: 'Фермерские постройки',
        en: 'Farmsteads',
      },
    ],
  },
];
