import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalog/categories';
import { createRng } from '@/lib/util/prng';
import { buildProjects, type RegionRef } from './projects';

const regions: RegionRef[] = [1726, 1727, 1718, 1730].map((soato, r) => ({
  id: r + 1,
  soato,
  nameUz: `Viloyat ${r}`,
  nameRu: `Область ${r}`,
  nameEn: `Region ${r}`,
  districts: [0, 1, 2].map((d) => ({
    id: r * 10 + d,
    kind: 'district',
    nameUz: `Tuman${d} tumani`,
    nameRu: `Район ${d}`,
    nameEn: `Tuman${d} district`,
  })),
}));
const categories = new Map(
  CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]).map((c, i) => [
    c.seoUrl,
    { id: i + 1, nameUz: c.uz, nameRu: c.ru, nameEn: c.en },
  ]),
);
const build = (seed: number) =>
  buildProjects({
    rng: createRng(seed),
    regions,
    categories,
    now: new Date('2026-06-01T00:00:00Z'),
    takenCodes: new Set(['1234567']),
    owners: [{ accountId: 7, name: 'A', email: 'a@example.com', phone: '+998901112233' }],
  });

describe('buildProjects', () => {
  const drafts = build(1);

  it('is deterministic for a seed', () => {
    expect(build(1).map((d) => d.values.title)).toEqual(drafts.map((d) => d.values.title));
  });

  it('keeps sizes, rooms and prices consistent with the kind of project', () => {
    for (const { values: p } of drafts) {
      const floors = { single: 1, two: 2, three: 3, moreThanThree: 0 }[p.storeys];
      expect(p.area).toBeGreaterThanOrEqual(60);
      expect(p.area).toBeLessThanOrEqual(600);
      expect(p.totalArea!).toBeGreaterThanOrEqual(p.area!);
      // A flat or a rented office is a unit inside a building: its outline is the unit's, not storeys × outline.
      if (p.propertyType === 'apartment' || (p.propertyType === 'office' && p.status === 'rent')) {
        expect(Math.abs(p.length! * p.width! - p.area!) / p.area!).toBeLessThan(0.1);
      } else if (floors) {
        expect(Math.abs(p.length! * p.width! * floors - p.totalArea!)).toBeLessThanOrEqual(1);
      }
      if (['house', 'villa', 'apartment'].includes(p.propertyType)) {
        expect(p.bedrooms).toBeGreaterThanOrEqual(1);
        expect(p.rooms!).toBeGreaterThan(p.bedrooms!);
        expect(p.bathrooms!).toBeLessThanOrEqual(p.bedrooms!);
      } else {
        expect(p.bedrooms).toBe(0);
      }
      if (p.onlyDesign) {
        expect(p.price).toBeGreaterThanOrEqual(3_000_000);
        expect(p.price).toBeLessThanOrEqual(60_000_000);
        expect(p.buildingAge).toBeNull();
      } else if (p.status === 'rent') {
        expect(p.price).toBeGreaterThanOrEqual(3_000_000);
        expect(p.price).toBeLessThanOrEqual(40_000_000);
      } else {
        expect(p.price).toBeGreaterThanOrEqual(400_000_000);
        expect(p.price).toBeLessThanOrEqual(5_000_000_000);
      }
      expect(p.hasParking).toBe(drafts.find((d) => d.values === p)!.features.includes('parking'));
    }
  });

  it('offers some designs for rent, and says so', () => {
    const rented = drafts.filter((d) => d.values.onlyDesign && d.values.status === 'rent');
    expect(rented.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rented.map((d) => d.values.propertyType)).size).toBeGreaterThan(1);
    for (const d of rented)
      expect(`${d.values.title} ${d.values.description}`).toMatch(/ijara|аренд/);
    expect(drafts.some((d) => d.values.onlyDesign && d.values.status === 'sale')).toBe(true);
  });

  it('gives unique codes that avoid taken ones, ASCII slugs and Latin search text', () => {
    const codes = drafts.map((d) => d.values.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('1234567');
    for (const { values: p } of drafts) {
      expect(p.code).toMatch(/^\d{7}$/);
      expect(p.seoUrl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.searchText).not.toMatch(/[А-Яа-яЁёʻʼ]/);
      expect(p.description!.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    }
    const ru = drafts.find((d) => d.lang === 'ru')!;
    expect(ru.values.title).toMatch(/[А-Яа-я]/);
  });
});
