import { describe, expect, it } from 'vitest';
import { judgeForTests } from '@/lib/i18n/translit-user';
import { projectStatusEnum, propertyTypeEnum } from '@/lib/db/schema';
import { createRng } from '@/lib/util/prng';
import { REVIEWS, reviewsFor } from './reviews';

const RENT = /ijara|аренд|снима|сняли/i;
const BOUGHT = /sotib oldik|купили/i;
const DRAWINGS = /chizma|loyiha asosida|чертеж|проект|смет/i;

describe('demo reviews', () => {
  it('are written in the language they claim', () => {
    for (const r of REVIEWS)
      if (r.lang === 'uz') expect(judgeForTests.latin(r.text), r.text).toBe('uz');
      else expect(judgeForTests.cyrillic(r.text), r.text).toBe('other');
  });

  const cases = projectStatusEnum.enumValues.flatMap((status) =>
    propertyTypeEnum.enumValues.flatMap((propertyType) =>
      [true, false].flatMap((onlyDesign) =>
        (['uz', 'ru'] as const).map((lang) => ({ lang, status, propertyType, onlyDesign })),
      ),
    ),
  );
  it.each(cases)('fit the project: %o', (project) => {
    const rng = createRng(7);
    for (let round = 0; round < 20; round++) {
      const picked = reviewsFor(project, 5, rng);
      expect(picked.length).toBeGreaterThanOrEqual(2);
      expect(new Set(picked.map((r) => r.text)).size).toBe(picked.length);
      for (const r of picked) {
        expect(r.lang).toBe(project.lang);
        if (project.onlyDesign || project.status === 'sale') expect(r.text).not.toMatch(RENT);
        if (project.onlyDesign || project.status === 'rent') expect(r.text).not.toMatch(BOUGHT);
        if (!project.onlyDesign) expect(r.text).not.toMatch(DRAWINGS);
      }
    }
  });
});
