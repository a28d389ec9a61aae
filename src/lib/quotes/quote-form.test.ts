// A visitor's draft travels through the login page's `next` as one base64url value: it must come
// back exactly (line breaks, Cyrillic, apostrophes), carry nothing the login page refuses, and
// anything else in its place must give an empty form, not an error.
import { describe, expect, it } from 'vitest';
import { safeNext } from '@/lib/platform/routes';
import { decodeDraft, encodeDraft } from './quote-form';

describe('quote request drafts', () => {
  const fields = {
    regionId: '3',
    districtId: '41',
    description: 'Tomni yopish kerak, shifer.\nКрыша 120 м², oʻzim yordam beraman',
    budgetMax: '9000000',
  };

  it('come back exactly, through the login page’s next', () => {
    const next = `/quote-request?${new URLSearchParams({ service: '7', draft: encodeDraft(fields) })}`;
    expect(safeNext(next)).toBe(next);
    const draft = new URL(next, 'http://x').searchParams.get('draft');
    expect(decodeDraft(draft)).toEqual(fields);
  });

  it('give nothing for anything else', () => {
    expect(decodeDraft(null)).toEqual({});
    expect(decodeDraft('not base64!')).toEqual({});
    expect(decodeDraft(encodeDraft({ other: 'x' } as never))).toEqual({});
    expect(decodeDraft('eyJ')).toEqual({});
  });
});
