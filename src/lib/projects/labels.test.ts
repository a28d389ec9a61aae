import { describe, expect, it } from 'vitest';
import * as schema from '@/lib/db/schema';
import { resources } from '@/lib/i18n/i18n';
import {
  ENUM_VALUES,
  FEATURE_ICONS,
  FEATURES,
  FLOORINGS,
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from './labels';

describe('project enum constants', () => {
  it('equal the database enums', () => {
    expect([...PROJECT_STATUSES]).toEqual(schema.projectStatusEnum.enumValues);
    expect([...PROPERTY_TYPES]).toEqual(schema.propertyTypeEnum.enumValues);
    expect([...STOREYS]).toEqual(schema.storeysEnum.enumValues);
    expect([...WALL_MATERIALS]).toEqual(schema.wallMaterialEnum.enumValues);
    expect([...STYLES]).toEqual(schema.styleEnum.enumValues);
    expect(STYLES).toHaveLength(21);
    expect([...FOUNDATIONS]).toEqual(schema.foundationEnum.enumValues);
    expect([...FLOORINGS]).toEqual(schema.flooringEnum.enumValues);
    expect([...FEATURES]).toEqual(schema.featureEnum.enumValues);
    expect(Object.keys(FEATURE_ICONS).sort()).toEqual([...FEATURES].sort());
  });

  it.each(['uz', 'oz', 'ru', 'en'] as const)(
    'have a non-empty label for every value in %s',
    (lang) => {
      const ns = resources[lang].projects as Record<string, Record<string, string>>;
      expect(ns).toBeDefined();
      for (const [group, values] of Object.entries(ENUM_VALUES)) {
        for (const v of values) {
          expect(ns[group]?.[v], `${lang} projects:${group}.${v}`).toEqual(
            expect.stringMatching(/\S/),
          );
        }
      }
    },
  );

  it('writes Uzbek Latin with the proper apostrophes (ʻ after o/g, ʼ elsewhere), not ASCII quotes', () => {
    const text = JSON.stringify(resources.uz.projects);
    expect(text).not.toMatch(/[a-z]'[a-z]/i);
    expect(text).toContain('koʻ');
  });
});
