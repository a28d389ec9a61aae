// The islands' API client: every answer in one shape, the request built the same way for every island.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, callApi, withLang } from './api';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('POSTs a JSON body and answers the JSON', async () => {
    const fetch = stubFetch(() => json(201, { id: 7 }));
    const r = await callApi<{ id: number }>('/api/projects', { body: { a: 1 }, lang: 'ru' });
    expect(r).toEqual({ ok: true, status: 201, data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/projects?lang=ru');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends a FormData body as it is (the browser writes the boundary)', async () => {
    const fetch = stubFetch(() => json(200, {}));
    const form = new FormData();
    await callApi('/api/accounts/me/photo', { form });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('reads an error: code, message, field messages, Retry-After', async () => {
    stubFetch(() =>
      json(
        429,
        { error: { code: 'too_many', message: 'Wait', fields: { code: 'Bad' } } },
        { 'retry-after': '42' },
      ),
    );
    const r = await callApi('/api/user/register/resend', { body: {} });
    expect(r).toMatchObject({
      ok: false,
      status: 429,
      code: 'too_many',
      message: 'Wait',
      fields: { code: 'Bad' },
      retryAfter: 42,
    });
  });

  it('keeps a plain-text error as text (sign-in answers its spec messages so)', async () => {
    stubFetch(() => new Response('Account is blocked', { status: 403 }));
    const r = await callApi('/api/user/login', { body: {} });
    expect(r).toMatchObject({ ok: false, status: 403, message: null, fields: {} });
    expect(!r.ok && r.text).toBe('Account is blocked');
  });

  it('no answer (offline, aborted) is status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const r = await callApi('/api/projects/1', { method: 'DELETE', lang: 'uz' });
    expect(r).toMatchObject({ ok: false, status: 0, message: null, fields: {} });
  });
});

describe('withLang', () => {
  it('adds the language to a path with or without a query', () => {
    expect(withLang('/api/x', 'en')).toBe('/api/x?lang=en');
    expect(withLang('/api/x?a=1', 'en')).toBe('/api/x?a=1&lang=en');
    expect(withLang('/api/x', undefined)).toBe('/api/x');
  });
});

describe('applyFieldErrors', () => {
  it('marks the known fields as server errors, focusing the first', () => {
    const setError = vi.fn();
    const any = applyFieldErrors(setError, { fields: { _: 'x', b: 'B', a: 'A' } }, ['a', 'b']);
    expect(any).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['b', { type: 'server', message: 'B' }, { shouldFocus: true }],
      ['a', { type: 'server', message: 'A' }, { shouldFocus: false }],
    ]);
    expect(applyFieldErrors(setError, { fields: { _: 'x' } }, ['a'])).toBe(false);
  });
});
