// The estimator's input checks: sizes in range, and combinations no house can have.
import { describe, expect, it } from 'vitest';
import { validateInput } from './estimator.schema';

const ok = {
  totalArea: 150,
  storeys: 2,
  bedrooms: 3,
  bathrooms: 2,
  wallMaterial: 'brick',
  finishingLevel: 'turnkey',
};
const fieldsOf = (raw: unknown) => {
  const r = validateInput(raw);
  return r.ok ? {} : r.fields;
};

describe('validateInput', () => {
  it('accepts a typical house and fills the defaults', () => {
    const r = validateInput(ok);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.input).toMatchObject({
        foundation: 'strip',
        roofType: 'gable',
        style: 'modern',
        hasGarage: false,
        hasAttic: false,
      });
  });

  it.each([
    [
      { ...ok, totalArea: 20, storeys: 5, bedrooms: 1, bathrooms: 1 },
      'storeys',
      'estimator:error.tooManyStoreys',
    ],
    [{ ...ok, totalArea: 5 }, 'totalArea', 'estimator:error.totalArea'],
    [{ ...ok, totalArea: 'big' }, 'totalArea', 'estimator:error.totalArea'],
    [{ ...ok, storeys: 2.5 }, 'storeys', 'estimator:error.storeys'],
    [{ ...ok, storeys: 9 }, 'storeys', 'estimator:error.storeys'],
    [{ ...ok, wallMaterial: 'cheese' }, 'wallMaterial', 'estimator:error.choice'],
    [{ ...ok, finishingLevel: undefined }, 'finishingLevel', 'estimator:error.choice'],
    [{ ...ok, length: 10 }, 'width', 'estimator:error.bothSides'],
    [{ ...ok, length: 5, width: 5 }, 'width', 'estimator:error.footprintTooBig'],
    [{ ...ok, totalArea: 40, storeys: 1, bedrooms: 5 }, 'bedrooms', 'estimator:error.tooManyRooms'],
    [{ ...ok, bedrooms: 1, bathrooms: 6 }, 'bathrooms', 'estimator:error.tooManyBathrooms'],
    [{ ...ok, roofType: 'flat', hasAttic: true }, 'hasAttic', 'estimator:error.atticFlatRoof'],
    [{ ...ok, regionId: -3 }, 'regionId', 'estimator:error.region'],
  ])('rejects %j on %s', (raw, field, message) => {
    expect(fieldsOf(raw)[field as 'storeys']).toBe(message);
  });

  it('a footprint that fits the given length × width is fine', () => {
    expect(validateInput({ ...ok, length: 10, width: 8 }).ok).toBe(true);
  });

  it('a body that is not an object answers one message', () => {
    expect(fieldsOf(null)).toEqual({ _: 'estimator:error.body' });
  });
});
