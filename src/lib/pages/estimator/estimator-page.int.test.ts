// The estimator page's loader on a real database: the bare page (indexed, no result), a shared
// result from the query string (computed, noindex), and wrong inputs as translated field errors.
import { describe, expect, it } from 'vitest';
import { ESTIMATOR_TEXTS } from '@/islands/estimator/texts';
import { pageContext } from '@tests/helpers/page-context';
import { tFor } from '@/lib/i18n/i18n';
import { ESTIMATOR_PATH, loadEstimatorPage } from './estimator-page.server';

describe('loadEstimatorPage', () => {
  it('shows the bare form indexed, with the regions and the model’s measured quality', async () => {
    const view = await loadEstimatorPage(
      pageContext(`${ESTIMATOR_PATH}?lang=ru`, { lang: 'ru' }),
      ESTIMATOR_TEXTS,
    );
    const t = tFor('ru');
    expect(view.meta).toEqual({
      title: t('estimator:title'),
      description: t('estimator:metaDescription'),
      canonicalPath: ESTIMATOR_PATH,
      noindex: false,
    });
    expect(view.island.initialResult).toBeNull();
    expect(view.island.initialErrors).toEqual({});
    expect(view.island.regions.length).toBeGreaterThan(0);
    expect(view.island.pageUrl).toBe(`http://localhost:4321${ESTIMATOR_PATH}`);
    expect(view.island.i18n.lang).toBe('ru');
    expect(view.quality.construction.examples).toBeGreaterThanOrEqual(0);
    expect(view.rules.garageArea).toBeGreaterThan(0);
  });

  it('computes a shared result from the query and keeps it out of search results', async () => {
    const view = await loadEstimatorPage(
      pageContext(
        `${ESTIMATOR_PATH}?totalArea=140&storeys=1&bedrooms=3&bathrooms=1&wallMaterial=aeratedConcrete&finishingLevel=shell`,
      ),
      ESTIMATOR_TEXTS,
    );
    expect(view.meta.noindex).toBe(true);
    expect(view.island.initialResult).not.toBeNull();
    expect(view.island.initialValues.totalArea).toBe('140');
    expect(view.quality).toBe(view.island.initialResult!.model);
  });

  it('gives wrong inputs back as the field errors in the page’s language', async () => {
    const view = await loadEstimatorPage(
      pageContext(`${ESTIMATOR_PATH}?totalArea=abc`, { lang: 'en' }),
      ESTIMATOR_TEXTS,
    );
    expect(view.island.initialResult).toBeNull();
    expect(view.meta.noindex).toBe(false);
    expect(view.island.initialErrors.totalArea).toBeTruthy();
    // A sentence, not the message key (`ns:key`).
    expect(view.island.initialErrors.totalArea).not.toMatch(/^[\w-]+:[\w.]+$/);
  });
});
