// Server rendering of the island: a shared link's first HTML already holds its result, labels are
// tied to inputs, and every visible string comes from the locale files (no raw keys leak).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { evaluateForm } from '@/lib/calculator/form-eval';
import { fromSearch } from '@/lib/calculator/url-state';
import { islandI18n } from '@/lib/i18n/island-texts';
import { CALCULATOR_TEXTS } from './texts';
import { LANGS, type Lang } from '@/lib/i18n/languages';
import Calculator from './Calculator';

function render(query: string, lang: Lang = 'en') {
  const initial = fromSearch(new URLSearchParams(query));
  // As src/pages/calculate.astro does: the first evaluation is the server's.
  return renderToString(
    <Calculator
      i18n={islandI18n(lang, CALCULATOR_TEXTS)}
      initial={initial}
      initialEvaluation={evaluateForm(initial.tab, initial.state)}
      pageUrl="https://example.uz/calculate"
    />,
  );
}

// Collapses markup and ordinary whitespace, keeping the no-break spaces between numbers and units.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, ' ');

describe('calculator island, server-rendered', () => {
  it('a shared wall link shows its inputs and its result', () => {
    const html = render(
      'tab=wall&length=10&height=3&material=brickSingle&thickness=half&openings=0&p.units=1500',
    );
    expect(html).toContain('aria-selected="true"');
    expect(html).toMatch(
      /id="calc-tab-wall"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="calc-tab-wall"/,
    );
    expect(html).toContain('value="10"');
    // worked example 1 of wall.test.ts: 1 616 bricks, 4 pallets, 1616 × 1500 = 2 424 000 soʻm
    const body = text(html);
    expect(body).toContain('1,616\u00A0pcs');
    expect(body).toContain('4\u00A0pallets');
    expect(body).toContain('2,424,000\u00A0UZS');
    expect(html).toContain(
      'https://t.me/share/url?url=https%3A%2F%2Fexample.uz%2Fcalculate%3Ftab%3Dwall',
    );
  });

  it('labels are tied to their inputs and units are announced', () => {
    const html = render('tab=roofing');
    expect(html).toMatch(/<label for="calc-roofing-pitch">Roof pitch<\/label>/);
    expect(html).toMatch(
      /id="calc-roofing-pitch"[^>]*inputMode="decimal"|inputMode="decimal"[^>]*id="calc-roofing-pitch"/,
    );
    expect(html).toContain('aria-describedby="calc-roofing-pitch-unit"');
  });

  it('impossible input shows the error next to the field instead of a result', () => {
    const html = render('tab=roofing&pitch=90');
    expect(text(html)).toContain('The pitch must be from 1° to 75°');
    expect(html).toContain('aria-invalid="true"');
    expect(text(html)).toContain('Correct the highlighted fields');
    expect(html).not.toContain('calc-table');
  });

  it('every tab renders in every language without untranslated keys', () => {
    for (const lang of LANGS) {
      for (const tab of ['foundation', 'wall', 'roofing', 'tiles']) {
        const extra = {
          foundation: '&type=piles',
          wall: '&material=custom',
          roofing: '&roofType=hip&covering=shingles',
          tiles: '&surface=wall&tileSize=custom',
        }[tab];
        const body = text(render(`tab=${tab}${extra}`, lang));
        expect(body, `${lang}/${tab}`).not.toMatch(
          /calculator:|\b(field|option|unit|summary|line|result|form|openings)\.[a-zA-Z]/,
        );
      }
    }
  });

  it('Russian units take their plural forms', () => {
    const body = text(render('tab=foundation', 'ru'));
    expect(body).toContain('112\u00A0мешков'); // worked example 1: 112 bags of cement
  });
});
