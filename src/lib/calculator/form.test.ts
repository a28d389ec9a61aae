// The form model and the URL: typed text → API input, defaults that compute, links that restore.
import { describe, expect, it } from 'vitest';
import { evaluate } from './calculator.schema';
import { applyChange, defaultState, parseNumber, placeholder, toInput } from './form';
import { evaluateForm } from './form-eval';
import { KINDS } from './types';
import { fromSearch, toSearch } from './url-state';

describe('form defaults', () => {
  it('every tab computes with its defaults', () => {
    for (const kind of KINDS) {
      const e = evaluate(kind, toInput(kind, defaultState(kind)));
      expect(e.ok, kind).toBe(true);
    }
  });

  it('the foundation default is worked example 1 (42 m strip, 16.8 m³)', () => {
    const e = evaluate('foundation', toInput('foundation', defaultState('foundation')));
    expect(e.ok && e.result.summary.find((q) => q.key === 'concreteVolume')?.value).toBe(16.8);
  });
});

describe('typed text', () => {
  it('reads decimal commas, grouped thousands, and refuses junk', () => {
    expect(parseNumber('2,8')).toBe(2.8);
    expect(parseNumber(' 65 000 ')).toBe(65000);
    expect(parseNumber('')).toBeUndefined();
    expect(Number.isNaN(parseNumber('2.8m'))).toBe(true);
    expect(Number.isNaN(parseNumber('1e9'))).toBe(true);
  });

  it('sends only the fields that show, and empty optional fields as absent', () => {
    const s = defaultState('foundation');
    s.values['type'] = 'slab';
    const input = toInput('foundation', s);
    expect(input).toMatchObject({ type: 'slab', length: 10, width: 8, slabThickness: 200 });
    expect(input).not.toHaveProperty('stripWidth');
    expect(input).not.toHaveProperty('wastePercent');
  });

  it('an emptied required field and a bad price become field errors', () => {
    const s = defaultState('wall');
    s.values['height'] = '';
    s.prices['units'] = 'abc';
    const e = evaluate('wall', toInput('wall', s));
    expect(e.ok ? null : e.fields).toEqual({
      height: 'calculator:error.number',
      'prices.units': 'calculator:error.number',
    });
  });
});

describe('dependent fields', () => {
  it('choosing aerated blocks brings glue and a one-block wall; back to brick restores one brick', () => {
    const values = applyChange(
      'wall',
      defaultState('wall').values,
      'material',
      'aerated600x300x200',
    );
    expect(values).toMatchObject({ jointType: 'glue', thickness: 'block', joint: '' });
    expect(placeholder('wall', 'joint', values)).toBe('3');
    expect(placeholder('wall', 'perPallet', values)).toBe('40');
    expect(applyChange('wall', values, 'material', 'brickSingle')).toMatchObject({
      jointType: 'mortar',
      thickness: 'one',
    });
  });

  it('a custom size starts from the previous preset', () => {
    expect(applyChange('wall', defaultState('wall').values, 'material', 'custom')).toMatchObject({
      unitLength: '250',
      unitWidth: '120',
      unitHeight: '65',
    });
    expect(applyChange('tiles', defaultState('tiles').values, 'tileSize', 'custom')).toMatchObject({
      tileLength: '300',
      tileWidth: '300',
    });
  });

  it('placeholders show what an empty field means', () => {
    const t = defaultState('tiles').values;
    expect(placeholder('tiles', 'wastePercent', { ...t, layout: 'herringbone' })).toBe('20');
    expect(placeholder('tiles', 'perBox', t)).toBe('11');
    expect(placeholder('roofing', 'wastePercent', { roofType: 'hip' })).toBe('15');
    expect(placeholder('roofing', 'sheetLength', { covering: 'profiled' })).toBe('2');
  });
});

describe('the URL', () => {
  it('a shared link restores the inputs, openings and prices', () => {
    const state = defaultState('wall');
    state.values['height'] = '3,1';
    state.values['material'] = 'brickDouble';
    state.openings = [{ width: '1.5', height: '1.2', count: '3' }];
    state.prices['units'] = '1800';
    const search = toSearch('wall', state);
    expect(search.get('tab')).toBe('wall');
    const back = fromSearch(new URLSearchParams(search.toString()));
    expect(back.tab).toBe('wall');
    expect(back.state.values).toMatchObject({
      height: '3,1',
      material: 'brickDouble',
      length: '40',
    });
    expect(back.state.openings).toEqual([{ width: '1.5', height: '1.2', count: '3' }]);
    expect(back.state.prices).toEqual({ units: '1800' });
  });

  it('"no openings" survives the round trip', () => {
    const s = defaultState('wall');
    s.openings = [];
    expect(fromSearch(toSearch('wall', s)).state.openings).toEqual([]);
  });

  it('hidden fields stay out of the link', () => {
    const search = toSearch('foundation', defaultState('foundation'));
    expect(search.has('stripWidth')).toBe(true);
    expect(search.has('pileCount')).toBe(false);
    expect(search.has('wastePercent')).toBe(false); // empty = default
  });

  it('junk falls back to defaults: unknown tab and option, over-long text', () => {
    const r = fromSearch(new URLSearchParams('tab=garden&type=dome'));
    expect(r.tab).toBe('foundation');
    expect(r.state.values['type']).toBe('strip');
    const long = fromSearch(
      new URLSearchParams(`tab=roofing&pitch=${'9'.repeat(100)}&covering=gold`),
    );
    expect(long.state.values['pitch']).toHaveLength(24);
    expect(long.state.values['covering']).toBe('metalTile');
  });

  it('a plain GET form (hidden 0 + checked checkbox) reads as checked', () => {
    const on = fromSearch(new URLSearchParams('tab=foundation&type=piles&grillage=0&grillage=1'));
    expect(on.state.values['grillage']).toBe('1');
    const off = fromSearch(new URLSearchParams('tab=foundation&type=piles&grillage=0'));
    expect(off.state.values['grillage']).toBe('0');
  });
});

describe('evaluating the page form', () => {
  it('a bad unit price is reported but does not hide the result', () => {
    const s = defaultState('tiles');
    s.prices = { tiles: '12O000', grout: '30000' };
    const evaluation = evaluateForm('tiles', s);
    expect(evaluation.priceErrors).toEqual({ tiles: 'calculator:error.number' });
    expect(evaluation.errors).toEqual({});
    expect(evaluation.result?.lines.find((l) => l.id === 'tiles')?.cost).toBeUndefined();
    expect(evaluation.result?.lines.find((l) => l.id === 'grout')?.cost).toBe(2 * 30000);
  });

  it('a bad size hides the result and names the field', () => {
    const s = defaultState('roofing');
    s.values['pitch'] = '90';
    const e = evaluateForm('roofing', s);
    expect(e.result).toBeNull();
    expect(e.errors).toEqual({ pitch: 'calculator:error.pitchRange' });
  });
});
