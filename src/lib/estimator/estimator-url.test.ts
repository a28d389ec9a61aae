// The estimator's state in the URL: a shared link restores exactly the inputs.
import { describe, expect, it } from 'vitest';
import {
  defaultValues,
  fromInput,
  fromSearch,
  parseNumber,
  toRawInput,
  toSearch,
} from './estimator-url';
import { validateInput } from './estimator.schema';

describe('estimator URL state', () => {
  it('round-trips the form through the query string', () => {
    const values = {
      ...defaultValues(),
      totalArea: '212,5',
      storeys: '3',
      regionId: '7',
      hasGarage: '1',
      style: 'classical',
      length: '12',
      width: '9',
    };
    expect(fromSearch(new URLSearchParams(toSearch(values).toString()))).toEqual(values);
  });

  it('ignores unknown parameters and keeps defaults for missing ones', () => {
    const v = fromSearch(new URLSearchParams('lang=ru&utm_source=x&totalArea=90'));
    expect(v).toEqual({ ...defaultValues(), totalArea: '90' });
  });

  it('takes the last value of a GET checkbox (hidden 0, then 1)', () => {
    expect(fromSearch(new URLSearchParams('hasAttic=0&hasAttic=1')).hasAttic).toBe('1');
    expect(fromSearch(new URLSearchParams('hasAttic=0')).hasAttic).toBe('0');
  });

  it('turns text into the schema input: decimal commas, empty = absent, junk = NaN', () => {
    expect(parseNumber(' 1 500,5 ')).toBe(1500.5);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('12abc')).toBeNaN();
    const raw = toRawInput({ ...defaultValues(), length: '', hasGarage: '1' });
    expect(raw).not.toHaveProperty('length');
    expect(raw['hasGarage']).toBe(true);
    expect(raw['totalArea']).toBe(150);
  });

  it('the default form is a valid estimate, and a validated input goes back to the same text', () => {
    const r = validateInput(toRawInput(defaultValues()));
    expect(r.ok).toBe(true);
    if (r.ok) expect(fromInput(r.input)).toEqual(defaultValues());
  });
});
