// The calculator page's view model: the meta, the island's state read from the query string and
// evaluated (a shared link's result in the first HTML), and its texts without the server-only
// "how it is counted" ones.
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TEXTS } from '@/islands/calculator/texts';
import { pageContext } from '@tests/helpers/page-context';
import { tFor } from '@/lib/i18n/i18n';
import { KINDS } from '@/lib/calculator/types';
import { CALCULATOR_PATH, loadCalculatorPage } from './calculator-page';

describe('loadCalculatorPage', () => {
  it('gives the meta and the island its texts without the how-to section', () => {
    const { meta, island } = loadCalculatorPage(
      pageContext(CALCULATOR_PATH, { lang: 'ru' }),
      CALCULATOR_TEXTS,
    );
    const t = tFor('ru');
    expect(meta).toEqual({
      title: t('calculator:title'),
      description: t('calculator:metaDescription'),
    });
    const calculator = island.i18n.resources['calculator'] as Record<string, unknown>;
    expect(calculator['title']).toBe(t('calculator:title'));
    expect(calculator['howto']).toBeUndefined();
    expect(island.pageUrl).toBe(`http://localhost:4321${CALCULATOR_PATH}`);
    expect(island.initial.tab).toBe(KINDS[0]);
  });

  it('reads the tab from the query and evaluates its state', () => {
    const kind = KINDS[KINDS.length - 1]!;
    const { island } = loadCalculatorPage(
      pageContext(`${CALCULATOR_PATH}?tab=${kind}`),
      CALCULATOR_TEXTS,
    );
    expect(island.initial.tab).toBe(kind);
    expect(island.initialEvaluation).toHaveProperty('errors');
    expect(island.pageUrl).toBe(`http://localhost:4321${CALCULATOR_PATH}`);
  });
});
