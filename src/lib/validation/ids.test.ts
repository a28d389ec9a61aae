import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyId, idParam, INT4_MAX } from './ids';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? r.data : r.error.issues.map((i) => i.message);
};

describe('ids', () => {
  it('reads an id from a query string or route parameter, refusing what names no row', () => {
    expect(messages(idParam(), '12')).toBe(12);
    expect(messages(idParam(), String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['0', '-3', '1.5', 'abc', String(INT4_MAX + 1)])
      expect(messages(idParam(), bad)).toEqual(['errors:invalidNumber']);
  });

  it('reads an id from a JSON body as a number or its digits, never a boolean', () => {
    expect(messages(bodyId(), 7)).toBe(7);
    expect(messages(bodyId(), '7')).toBe(7);
    for (const bad of [true, 0, '7a', 1.5, INT4_MAX + 1, null])
      expect(messages(bodyId(), bad)).toEqual(['errors:invalidNumber']);
  });
});
