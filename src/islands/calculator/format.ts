// Quantities with their units in the page language: "16,8 m³", "112 qop", "30°".
import type { TFunction } from 'i18next';
import { formatNumber, NBSP } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import type { UnitKey } from '@/lib/calculator/types';

const DIGITS: Partial<Record<UnitKey, number>> = {
  m: 2,
  mm: 1,
  m2: 2,
  m3: 3,
  kg: 1,
  deg: 1,
  percent: 1,
  pcsPerM2: 1,
  pcsPerM3: 0,
};

export function digitsOf(unit: UnitKey): number {
  return DIGITS[unit] ?? 0;
}

export function unitLabel(t: TFunction, unit: UnitKey, count?: number): string {
  return t(`calculator:unit.${unit}`, count === undefined ? {} : { count });
}

export function formatQty(t: TFunction, lang: Lang, value: number, unit: UnitKey): string {
  const n = formatNumber(value, lang, digitsOf(unit));
  return unit === 'deg' ? `${n}°` : `${n}${NBSP}${unitLabel(t, unit, value)}`;
}
