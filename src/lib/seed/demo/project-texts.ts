// Titles and 2–4 sentence descriptions of demo projects, in Uzbek (Latin) or Russian, from facts
// that are also stored in the row, so the text never contradicts the filters.
import type { Rng } from '@/lib/util/prng';
import type { PlanKind } from './project-plan';
import {
  FLOORING_WORDS,
  FOUNDATION_WORDS,
  STOREY_WORDS,
  STYLE_WORDS,
  WALL_WORDS,
} from './project-words';

export type Facts = {
  kind: PlanKind;
  /** a design offered for rent (project-plan.ts) */
  rent?: boolean;
  floors: number;
  style: keyof typeof STYLE_WORDS;
  wall: keyof typeof WALL_WORDS;
  foundation: keyof typeof FOUNDATION_WORDS;
  flooring: keyof typeof FLOORING_WORDS;
  area: number;
  totalArea: number;
  length: number;
  width: number;
  bedrooms: number;
  bathrooms: number;
  rooms: number;
  hasGarage: boolean;
  hasAttic: boolean;
  features: string[];
  buildingAge: number | null;
  district: { nameUz: string; nameRu: string };
  category: string; // seoUrl
};

/** What a building of a category is called in a title (uz nominative; ru as used after "Проект"). */
const NOUNS: Record<string, { uz: string; ru: string }> = {
  'dupleks-uylar': { uz: 'Dupleks uy', ru: 'дуплекса' },
  'blokli-uylar': { uz: 'Blokli turar joy', ru: 'блокированного дома' },
  villalar: { uz: 'villa', ru: 'виллы' },
  'dacha-uylari': { uz: 'dacha uyi', ru: 'дачного дома' },
  'hammomli-uylar': { uz: 'hammomli mehmon uyi', ru: 'гостевого дома с баней' },
  'kafe-va-restoranlar': { uz: 'Kafe-restoran', ru: 'кафе-ресторан' },
  dokonlar: { uz: 'Savdo doʻkoni', ru: 'магазин' },
  mehmonxonalar: { uz: 'Mehmonxona', ru: 'гостиница' },
  maktablar: { uz: 'Maktab', ru: 'школа' },
  bogchalar: { uz: 'Bolalar bogʻchasi', ru: 'детский сад' },
  avtoservislar: { uz: 'Avtoservis', ru: 'автосервис' },
  omborxonalar: { uz: 'Omborxona', ru: 'склад' },
};
const noun = (category: string) => NOUNS[category] ?? { uz: 'Bino', ru: 'здание' };

const dim = (n: number) => (Number.isInteger(n) ? String(n) : String(n).replace('.', ','));
const short = (name: string) => name.replace(/\s+(tumani|shahri)$/, '');
const storeyUz = (n: number) => STOREY_WORDS.uz[n] ?? `${n} qavatli`;
const storeyRu = (n: number) => STOREY_WORDS.ru[n] ?? `${n}-этажный`;
/** Russian noun form after a number: 1 спальня, 2 спальни, 5 спален. */
function ru(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const t = n % 100;
  const form = d === 1 && t !== 11 ? one : d >= 2 && d <= 4 && (t < 12 || t > 14) ? few : many;
  return `${n} ${form}`;
}
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function titleOf(f: Facts, lang: 'uz' | 'ru'): string {
  const title = kindTitle(f, lang);
  if (!(f.rent && f.kind.endsWith('Design'))) return title;
  return `${title}${lang === 'uz' ? ' — ijaraga' : ' — в аренду'}`;
}

function kindTitle(f: Facts, lang: 'uz' | 'ru'): string {
  const size = `${dim(f.width)}×${dim(f.length)}`;
  const s = STYLE_WORDS[f.style];
  const d = lang === 'uz' ? short(f.district.nameUz) : f.district.nameRu;
  if (lang === 'uz') {
    switch (f.kind) {
      case 'houseDesign':
        return `${storeyUz(f.floors)} ${s.uz} uy loyihasi ${size}`;
      case 'houseSale':
        return `${storeyUz(f.floors)} hovli uy sotiladi, ${f.totalArea} m², ${d}`;
      case 'houseRent':
        return `${storeyUz(f.floors)} hovli uy ijaraga beriladi, ${f.bedrooms} yotoqxona, ${d}`;
      case 'townhouseDesign':
        return `${noun(f.category).uz} loyihasi, ${f.totalArea} m²`;
      case 'villaDesign':
        return `${s.uz.charAt(0).toUpperCase() + s.uz.slice(1)} ${noun(f.category).uz} loyihasi, ${f.totalArea} m²`;
      case 'villaSale':
        return `Villa sotiladi, ${f.totalArea} m², ${d}`;
      case 'villaRent':
        return `Dacha ijaraga beriladi, ${d}`;
      case 'apartmentSale':
        return `${f.rooms} xonali kvartira sotiladi, ${f.area} m², ${d}`;
      case 'apartmentRent':
        return `${f.rooms} xonali kvartira ijaraga, ${d}`;
      case 'commercialDesign':
        return `${noun(f.category).uz} binosi loyihasi ${size}`;
      case 'commercialSale':
        return `${noun(f.category).uz} binosi sotiladi, ${f.totalArea} m²`;
      case 'commercialRent':
        return `${noun(f.category).uz} ijaraga, ${f.area} m², ${d}`;
      case 'officeRent':
        return `Ofis ijaraga, ${f.area} m², ${d}`;
      case 'officeSale':
        return `Ofis binosi sotiladi, ${f.totalArea} m², ${d}`;
      default:
        return `Biznes markaz loyihasi, ${f.floors} qavat`;
    }
  }
  switch (f.kind) {
    case 'houseDesign':
      return `Проект: ${lower(storeyRu(f.floors))} дом ${s.ru} ${size}`;
    case 'houseSale':
      return `Продаётся ${lower(storeyRu(f.floors))} дом ${f.totalArea} м², ${d}`;
    case 'houseRent':
      return `Сдаётся ${lower(storeyRu(f.floors))} дом, ${ru(f.bedrooms, 'спальня', 'спальни', 'спален')}, ${d}`;
    case 'townhouseDesign':
      return `Проект ${noun(f.category).ru} ${f.totalArea} м²`;
    case 'villaDesign':
      return `Проект ${noun(f.category).ru} ${s.ru}, ${f.totalArea} м²`;
    case 'villaSale':
      return `Продаётся вилла ${f.totalArea} м², ${d}`;
    case 'villaRent':
      return `Сдаётся дача, ${d}`;
    case 'apartmentSale':
      return `Продаётся ${f.rooms}-комнатная квартира, ${f.area} м², ${d}`;
    case 'apartmentRent':
      return `Сдаётся ${f.rooms}-комнатная квартира, ${d}`;
    case 'commercialDesign':
      return `Проект: ${noun(f.category).ru} ${size}`;
    case 'commercialSale':
      return `Продаётся здание: ${noun(f.category).ru}, ${f.totalArea} м²`;
    case 'commercialRent':
      return `Аренда: ${noun(f.category).ru}, ${f.area} м², ${d}`;
    case 'officeRent':
      return `Аренда офиса ${f.area} м², ${d}`;
    case 'officeSale':
      return `Продаётся офисное здание ${f.totalArea} м², ${d}`;
    default:
      return `Проект бизнес-центра, ${ru(f.floors, 'этаж', 'этажа', 'этажей')}`;
  }
}

export function describe(f: Facts, lang: 'uz' | 'ru', rng: Rng): string {
  const w = WALL_WORDS[f.wall];
  const fd = FOUNDATION_WORDS[f.foundation];
  const fl = FLOORING_WORDS[f.flooring];
  const living = f.bedrooms > 0;
  const design = f.kind.endsWith('Design');
  const rent = f.kind.endsWith('Rent');
  const out: string[] = [];
  if (lang === 'uz') {
    if (design)
      out.push(
        `Loyiha ${f.totalArea} m² umumiy maydonga moʻljallangan${living ? `: ${f.bedrooms} ta yotoqxona, ${f.bathrooms} ta sanuzel va keng mehmonxona` : ''}.`,
      );
    else if (rent)
      out.push(
        `${living ? 'Uy-joy' : 'Joy'} uzoq muddatga ijaraga beriladi, foydali maydoni ${f.area} m²${living ? `, ${f.bedrooms} ta yotoqxona` : ''}.`,
      );
    else
      out.push(
        `${f.buildingAge ? `${f.buildingAge} yil oldin qurilgan` : 'Yangi qurilgan'} obyekt, umumiy maydoni ${f.totalArea} m²${living ? `, ${f.bedrooms} ta yotoqxona va ${f.bathrooms} ta sanuzel` : ''}.`,
      );
    out.push(`Konstruksiya: ${w.uz} devorlar, ${fd.uz}, ${fl.uz}.`);
    if (design)
      out.push(
        'Toʻplamga arxitektura, konstruktiv va muhandislik tarmoqlari boʻlimlari hamda smeta kiradi.',
      );
    if (design && f.rent) out.push('Loyiha ijaraga beriladi: u boʻyicha bitta bino qurish mumkin.');
    if (f.hasAttic) out.push('Mansarda qavati qoʻshimcha xonalar uchun ishlatiladi.');
    else if (f.hasGarage) out.push('Hovlida bir yoki ikki avtomobil uchun garaj bor.');
    else if (f.features.includes('terrace')) out.push('Yozgi ayvon oilaviy dam olish uchun qulay.');
    else if (!design)
      out.push(
        rng.pick([
          'Hujjatlari tayyor, koʻrishga kelishingiz mumkin.',
          'Transport va doʻkonlar yaqin.',
          'Kommunal xizmatlar ulangan.',
        ]),
      );
  } else {
    if (design)
      out.push(
        `Проект рассчитан на ${f.totalArea} м² общей площади${living ? `: ${ru(f.bedrooms, 'спальня', 'спальни', 'спален')}, ${ru(f.bathrooms, 'санузел', 'санузла', 'санузлов')} и просторная гостиная` : ''}.`,
      );
    else if (rent)
      out.push(
        `Сдаётся на длительный срок, полезная площадь ${f.area} м²${living ? `, спален: ${f.bedrooms}` : ''}.`,
      );
    else
      out.push(
        `${f.buildingAge ? `Построен ${ru(f.buildingAge, 'год', 'года', 'лет')} назад` : 'Новостройка'}, общая площадь ${f.totalArea} м²${living ? `, спален: ${f.bedrooms}, санузлов: ${f.bathrooms}` : ''}.`,
      );
    out.push(`Конструкция: стены — ${w.ru}, ${fd.ru}, ${fl.ru}.`);
    if (design)
      out.push(
        'В комплект входят архитектурный и конструктивный разделы, инженерные сети и смета.',
      );
    if (design && f.rent)
      out.push('Проект сдаётся в аренду: с правом построить по нему одно здание.');
    if (f.hasAttic) out.push('Мансардный этаж даёт дополнительные комнаты.');
    else if (f.hasGarage) out.push('Во дворе гараж на одну-две машины.');
    else if (!design)
      out.push(
        rng.pick([
          'Документы готовы, показ в удобное время.',
          'Рядом транспорт и магазины.',
          'Все коммуникации подключены.',
        ]),
      );
  }
  return out.join(' ');
}
