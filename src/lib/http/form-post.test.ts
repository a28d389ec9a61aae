// The one "page handles a form post" helper: fields → the API's object, the schema's messages in
// the page's language beside the fields, the typed values back without secrets, the page's status.
import { describe, expect, it } from 'vitest';
import { LoginSchema } from '@/lib/auth/auth.schema';
import { AppError } from './app-error';
import { formPost, postedIntent } from './form-post.server';
import { formFields } from './form-state';
import { tFor } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';

function page(body: string, lang: Lang = 'ru') {
  const request = new Request('http://localhost/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { request, locals: { lang }, response: { status: 200, headers: new Headers() } };
}

describe('formFields', () => {
  it('makes checkboxes booleans, empty numbers null, and keeps secrets out of the values', () => {
    const form = new URLSearchParams('username=a&password=p&rememberMe=on&rating=&n=4&n=5');
    const { data, values } = formFields(form, {
      checkboxes: ['rememberMe', 'consent'],
      secret: ['password'],
      numbers: ['rating', 'n'],
    });
    expect(data).toEqual({
      username: 'a',
      password: 'p',
      rememberMe: true,
      consent: false,
      rating: null,
      n: 4,
    });
    expect(values).toEqual({ username: 'a', rememberMe: 'on', rating: '', n: '4' });
  });

  it('collects checkbox groups as lists and nests dotted names, as the JSON body has them', () => {
    const form = new URLSearchParams(
      'serviceIds=3&serviceIds=7&social.telegram=https%3A%2F%2Ft.me%2Fx&social.facebook=&company.tin=123',
    );
    const { data } = formFields(form, { arrays: ['serviceIds', 'features'], checkboxes: ['n.on'] });
    expect(data).toEqual({
      serviceIds: ['3', '7'],
      features: [], // nothing ticked: an empty list
      social: { telegram: 'https://t.me/x', facebook: '' },
      company: { tin: '123' },
      n: { on: false },
    });
  });
});

describe('formPost', () => {
  it('answers the translated field messages, the 400 and the typed values (no password)', async () => {
    const ctx = page('username=nobody&password=Secret1');
    const outcome = await formPost(ctx as never, LoginSchema, () => 'never');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(ctx.response.status).toBe(400);
    expect(outcome.state.fields.username).toBe(tFor('ru')('validation:username'));
    expect(outcome.state.values).toEqual({ username: 'nobody', password: 'Secret1' });
  });

  it('runs the action with the parsed input and leaves secrets out', async () => {
    const ctx = page('username=90+123+45+67&password=Secret1&rememberMe=on');
    const outcome = await formPost(ctx as never, LoginSchema, (input) => input, {
      checkboxes: ['rememberMe'],
      secret: ['password'],
    });
    expect(outcome).toEqual({
      ok: true,
      value: { username: '+998901234567', password: 'Secret1', rememberMe: true },
    });
  });

  it("a domain error: its status, Retry-After, and the form's message when no field has it", async () => {
    const ctx = page('username=90+123+45+67&password=Secret1', 'en');
    const outcome = await formPost(
      ctx as never,
      LoginSchema,
      () => {
        throw new AppError(429, 'rate_limited', 'errors:generic', undefined, 61);
      },
      { secret: ['password'] },
    );
    if (outcome.ok) throw new Error('expected a failure');
    expect(ctx.response.status).toBe(429);
    expect(ctx.response.headers.get('retry-after')).toBe('61');
    expect(outcome.state).toMatchObject({
      code: 'rate_limited',
      fields: {},
      message: tFor('en')('errors:generic'),
      values: { username: '90 123 45 67' },
      retryAfter: 61,
    });
  });

  it('a body over the limit is a 413 state, not a crash', async () => {
    const ctx = page(`username=${'x'.repeat(20_000)}`);
    const outcome = await formPost(ctx as never, LoginSchema, () => 'never');
    expect(outcome.ok).toBe(false);
    expect(ctx.response.status).toBe(413);
  });
});

describe('postedIntent', () => {
  it("the last intent wins (a button's over the form's hidden one), and the body is read once", async () => {
    const ctx = page('intent=code&username=90+123+45+67&code=12345&intent=resend');
    expect(await postedIntent(ctx.request)).toBe('resend');
    const outcome = await formPost(ctx as never, LoginSchema, () => 1);
    expect(outcome.ok).toBe(false); // the same body, read again from the memo: no password field
  });
});
