import { describe, expect, it } from 'vitest';
import { requestId } from './request-id';

describe('requestId', () => {
  it('keeps a sane incoming id (a proxy’s, so both logs can be matched)', () => {
    expect(requestId('abc-123_x.Y')).toBe('abc-123_x.Y');
    expect(requestId(['first-id', 'second'])).toBe('first-id');
    expect(requestId('a'.repeat(64))).toBe('a'.repeat(64));
  });
  it('replaces a missing, long or strange one by a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [
      undefined,
      null,
      '',
      'a'.repeat(65),
      'has space',
      'x\n{"level":"error"}',
      '<b>',
    ])
      expect(requestId(bad)).toMatch(uuid);
    expect(requestId(undefined)).not.toBe(requestId(undefined));
  });
});
