// Server rendering of the estimator island: a shared link's first HTML holds the inputs and the
// explained estimate, errors sit next to their fields, and no raw translation key leaks in any language.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EstimateResponse } from '@/lib/estimator/estimate-response';
import { fromSearch, toRawInput } from '@/lib/estimator/estimator-url';
import { validateInput, type FieldErrors } from '@/lib/estimator/estimator.schema';
import { factorText } from '@/lib/estimator/explain-text';
import { explainConstruction } from '@/lib/estimator/model/factors';
import { islandI18n } from '@/lib/i18n/island-texts';
import { ESTIMATOR_TEXTS } from './texts';
import { trainModel } from '@/lib/estimator/model/train-model';
import { estimateConstruction, estimateDesign } from '@/lib/estimator/model/predict';
import { quality, toQueryTraits } from '@/lib/estimator/query-traits';
import { syntheticProjects, syntheticRates } from '@/lib/estimator/model/testing/synthetic';
import { tFor } from '@/lib/i18n/i18n';
import { LANGS, type Lang } from '@/lib/i18n/languages';
import Estimator from './Estimator';

const model = trainModel(syntheticProjects(120), syntheticRates());
const QUERY =
  'totalArea=180&storeys=2&bedrooms=4&bathrooms=2&wallMaterial=brick&finishingLevel=turnkey&roofType=hip&hasGarage=0&hasGarage=1';

function resultFor(query: string, lang: Lang): EstimateResponse {
  const validated = validateInput(toRawInput(fromSearch(new URLSearchParams(query))));
  if (!validated.ok) throw new Error(JSON.stringify(validated.fields));
  const traits = toQueryTraits(validated.input);
  const t = tFor(lang);
  return {
    input: validated.input,
    currency: 'UZS',
    design: estimateDesign(model, traits),
    construction: estimateConstruction(model, traits),
    factors: explainConstruction(model, traits).map((f) => ({
      ...f,
      text: factorText(t, lang, f, { regionName: () => null }),
    })),
    similar: [
      {
        id: 7,
        code: '1234567',
        seoUrl: 'oq-uy',
        url: '/project/details/1234567/oq-uy',
        title: 'Oq uy',
        status: 'sale',
        onlyDesign: true,
        price: 15_000_000,
        isNegotiable: false,
        area: 170,
        storeys: 2,
        bedrooms: 4,
        bathrooms: 2,
        wallMaterial: 'brick',
        regionName: null,
        image: null,
        similarity: 91,
      },
    ],
    model: {
      construction: quality(model.construction),
      design: quality(model.design),
      trainedAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

function render(query: string, lang: Lang = 'en', errors: FieldErrors = {}, withResult = true) {
  return renderToString(
    <Estimator
      i18n={islandI18n(lang, ESTIMATOR_TEXTS)}
      initialValues={fromSearch(new URLSearchParams(query))}
      initialResult={withResult ? resultFor(query, lang) : null}
      initialErrors={errors}
      regions={[{ id: 3, name: 'Samarqand viloyati' }]}
      pageUrl="https://example.uz/ai/design/estimator"
    />,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, ' ');

describe('estimator island, server-rendered', () => {
  it('a shared link shows its inputs, the estimate, the factors and the similar projects', () => {
    const html = render(QUERY);
    expect(html).toContain('id="est-totalArea"');
    expect(html).toMatch(/id="est-totalArea"[^>]*value="180"|value="180"[^>]*id="est-totalArea"/);
    expect(html).toMatch(/<option value="turnkey" selected="">Turnkey<\/option>/);
    expect(html).toMatch(/id="est-hasGarage"[^>]*checked=""/);
    const body = text(html);
    expect(body).toMatch(/Finishing: Turnkey — \d+% more expensive \(compared with White box\)/);
    expect(body).toMatch(/Walls: Brick — \d+% more expensive \(compared with Aerated concrete\)/);
    expect(body).toMatch(/Typical error ±\d+%/);
    expect(body).toMatch(/\d+–\d+ months, most likely \d+/);
    expect(html).toContain('href="/project/details/1234567/oq-uy"');
    expect(html).toContain(
      `https://t.me/share/url?url=${encodeURIComponent('https://example.uz/ai/design/estimator?')}`,
    );
    expect(html).toContain(encodeURIComponent('totalArea=180'));
  });

  it('labels are tied to their inputs, and an error sits next to its field', () => {
    const html = render(
      'totalArea=20&storeys=5',
      'en',
      { storeys: 'Too many storeys for this area' },
      false,
    );
    expect(html).toMatch(/<label for="est-storeys">Storeys<\/label>/);
    expect(html).toMatch(
      /id="est-storeys"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="est-storeys"/,
    );
    expect(html).toContain('id="est-storeys-error" role="alert">Too many storeys for this area');
    expect(text(html)).toContain('Fill in the form and press “Estimate”.');
  });

  it('renders in every language without raw translation keys', () => {
    for (const lang of LANGS) {
      const body = text(render(QUERY, lang));
      expect(body, lang).not.toMatch(
        /estimator:|projects:|\b(field|result|form|factor|effect|source|finishing|roof|hint)\.[a-zA-Z]/,
      );
      if (lang === 'oz') expect(body).toMatch(/[ЎўҚқҒғҲҳ]/);
    }
  });
});
