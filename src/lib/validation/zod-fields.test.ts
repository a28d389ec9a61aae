import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { zodFields } from './zod-fields';

const fail = (r: { success: boolean; error?: unknown }) => {
  if (r.success) throw new Error('expected a failed parse');
  return r.error as z.core.$ZodError;
};

describe('zodFields', () => {
  it('names each field by its dotted path and keeps its first message', () => {
    const schema = z.object({
      name: z.string('errors:required').min(3, 'errors:short').regex(/^a/, 'errors:letter'),
      contact: z.object({ phone: z.string('errors:phone') }),
      tags: z.array(z.string('errors:tag')),
    });
    const error = fail(schema.safeParse({ name: 'b', contact: {}, tags: ['ok', 1] }));
    expect(zodFields(error)).toEqual({
      name: 'errors:short',
      'contact.phone': 'errors:phone',
      'tags.1': 'errors:tag',
    });
  });

  it('puts an issue of the whole input under _', () => {
    const schema = z
      .object({ a: z.number(), b: z.number() })
      .refine((v) => v.a < v.b, 'errors:order');
    expect(zodFields(fail(schema.safeParse({ a: 2, b: 1 })))).toEqual({ _: 'errors:order' });
    expect(zodFields(fail(z.object({}, 'errors:body').safeParse('text')))).toEqual({
      _: 'errors:body',
    });
  });

  it('reads a zod/mini error the same way', () => {
    const schema = zm.object({ size: zm.number('errors:size') });
    expect(zodFields(fail(schema.safeParse({ size: 'x' })))).toEqual({ size: 'errors:size' });
  });
});
