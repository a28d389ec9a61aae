// The rules of useSchemaForm, with the real schemas of the forms that use it: what a submit checks
// and shows, when focus leaving a field checks it, how the server's messages sit beside the fields,
// and what a reset leaves. The hook itself only reads the form and dispatches these.
import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from '@/lib/auth/auth.schema';
import { ReviewBodySchema, REVIEW_MAX, REVIEW_MIN } from '@/lib/projects/reviews.schema';
import { createIslandT } from '@/lib/i18n/client';
import { islandTexts } from '@/lib/i18n/island-texts';
import { applyFieldErrors } from './api';
import {
  checksOnBlur,
  checksOnInput,
  errorText,
  formReducer,
  initialView,
  parseFields,
  type FormAction,
  type FormView,
} from './schema-form-core';

const EN_TEXTS = ['errors:', 'validation:', 'projects:errors'] as const;
const t = createIslandT({ lang: 'en', resources: islandTexts('en', EN_TEXTS) });
const run = (view: FormView, ...actions: FormAction[]) => actions.reduce(formReducer, view);
const fresh = () => initialView(null, {});
const never = { submitted: false, touched: new Set<string>() };

describe('a submit', () => {
  it('parses the fields as the page post does and refuses with each field’s first message', () => {
    const empty = parseFields(LoginSchema, [], { checkboxes: ['rememberMe'] });
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(Object.keys(empty.errors).sort()).toEqual(['password', 'username']);
    expect(empty.errors.username!.type).toBe('client');
    expect(errorText(t, empty.errors.username)).not.toContain(':');

    const good = parseFields(
      LoginSchema,
      [
        ['username', '+998 90 123 45 67'],
        ['password', 'secret-Password1'],
        ['rememberMe', 'on'],
      ],
      { checkboxes: ['rememberMe'] },
    );
    expect(good).toMatchObject({ ok: true, data: { rememberMe: true } });
  });

  it('takes the review’s limits from its schema: too short, too long, stars as numbers', () => {
    const errorOf = (text: string) => {
      const r = parseFields(ReviewBodySchema, [['text', text]], { numbers: ['rating'] });
      return r.ok ? undefined : errorText(t, r.errors.text);
    };
    expect(errorOf('  ')).toBe(t('errors:required'));
    expect(errorOf('x'.repeat(REVIEW_MIN - 1))).toBe(t('projects:errors.reviewTooShort'));
    expect(errorOf('x'.repeat(REVIEW_MAX + 1))).toBe(t('projects:errors.reviewTooLong'));
    expect(errorOf('x'.repeat(REVIEW_MIN))).toBeUndefined();
    const parsed = (rating: string) =>
      parseFields(
        ReviewBodySchema,
        [
          ['text', ' Good house '],
          ['rating', rating],
        ],
        { numbers: ['rating'] },
      );
    expect(parsed('4')).toEqual({ ok: true, data: { text: 'Good house', rating: 4 } });
    expect(parsed('')).toEqual({ ok: true, data: { text: 'Good house', rating: null } });
  });

  it('a refused submit shows its messages; a valid one clears them and the form’s message', () => {
    const refused = run(
      fresh(),
      { type: 'formError', message: 'Too many attempts' },
      { type: 'refused', errors: { username: { type: 'client', message: 'errors:required' } } },
    );
    expect(refused.errors.username?.message).toBe('errors:required');
    expect(refused.status).toBe('idle');
    const sending = run(refused, { type: 'sending' });
    expect(sending).toMatchObject({ errors: {}, formError: null, status: 'submitting' });
    // The answer handled without marking it done: usable again.
    expect(run(sending, { type: 'answered', done: false }).status).toBe('idle');
    // Marked done by the handler: it stays done.
    const done = run(
      sending,
      { type: 'status', status: 'done' },
      { type: 'answered', done: false },
    );
    expect(done.status).toBe('done');
  });
});

describe('checks while typing and when focus leaves a field', () => {
  it('a change is checked only after a submit, or once the field was touched', () => {
    expect(checksOnInput('username', never)).toBe(false);
    expect(checksOnInput('username', { ...never, submitted: true })).toBe(true);
    expect(checksOnInput('title', { submitted: false, touched: new Set(['title']) })).toBe(true);
    expect(checksOnInput('', { ...never, submitted: true })).toBe(false);
  });

  it('"the passwords do not match" shows on blur once the confirmation is typed, not before', () => {
    const filled = new Set<string>();
    const plan = () =>
      checksOnBlur('password', never, {
        checkTouched: false,
        blurChecks: ['confirmPassword'],
        filled: (name) => filled.has(name),
      });
    const typed = (confirm: string) =>
      parseFields(
        RegisterSchema,
        [
          ['password', 'Secret-Password1'],
          ['confirmPassword', confirm],
        ],
        { checkboxes: ['consent'] },
      );
    const blur = (view: FormView, confirm: string) => {
      const r = typed(confirm);
      return plan().reduce(
        (v, { names, show }) =>
          formReducer(v, { type: 'checked', names, found: r.ok ? {} : r.errors, show }),
        view,
      );
    };
    // Nothing typed in the confirmation yet: its "required" is not shown on a blur.
    expect(blur(fresh(), '').errors).toEqual({});
    filled.add('confirmPassword');
    const mismatch = blur(fresh(), 'Other-Password1');
    expect(mismatch.errors.confirmPassword?.message).toBe('validation:passwordsMatch');
    expect(errorText(t, mismatch.errors.confirmPassword)).toBe(t('validation:passwordsMatch'));
    // Mended: the message goes; the other fields' messages are not added by that blur.
    const mended = blur(mismatch, 'Secret-Password1');
    expect(mended.errors).toEqual({});
    // After a submit, an empty confirmation is said on blur too.
    filled.clear();
    const afterSubmit = checksOnBlur(
      'password',
      { ...never, submitted: true },
      {
        checkTouched: false,
        blurChecks: ['confirmPassword'],
        filled: () => false,
      },
    );
    expect(afterSubmit[0]!.show('confirmPassword')).toBe(true);
  });

  it('with checkTouched the field left is checked and shown', () => {
    const plan = checksOnBlur('title', never, {
      checkTouched: true,
      blurChecks: [],
      filled: () => false,
    });
    expect(plan.map((p) => p.names)).toEqual([['title']]);
    expect(plan[0]!.show('title')).toBe(true);
    expect(
      checksOnBlur('', never, { checkTouched: true, blurChecks: [], filled: () => false }),
    ).toEqual([]);
  });

  it('a check keeps the messages of the fields it did not look at', () => {
    const view = run(fresh(), {
      type: 'refused',
      errors: {
        username: { type: 'client', message: 'errors:required' },
        password: { type: 'client', message: 'errors:required' },
      },
    });
    const after = run(view, { type: 'checked', names: ['username'], found: {}, show: () => true });
    expect(Object.keys(after.errors)).toEqual(['password']);
  });
});

describe('the server’s messages', () => {
  it('the page’s post: its field messages beside the fields as given, its message on the form', () => {
    const view = initialView(
      {
        status: 400,
        code: 'validation',
        fields: { username: 'Bu raqam band' },
        message: 'Formada xato bor',
        values: { username: '+998901234567' },
        retryAfter: null,
      },
      {},
    );
    expect(view.errors).toEqual({ username: { type: 'server', message: 'Bu raqam band' } });
    expect(view.formError).toBe('Formada xato bor');
    expect(errorText(t, view.errors.username)).toBe('Bu raqam band');
  });

  it('an API answer’s field messages land on the fields the form knows, the first focused', () => {
    let view = fresh();
    const focused: string[] = [];
    const known = applyFieldErrors(
      (name, issue, opts) => {
        view = formReducer(view, {
          type: 'fieldError',
          name,
          issue: { type: issue.type === 'server' ? 'server' : 'client', message: issue.message },
        });
        if (opts?.shouldFocus) focused.push(name);
      },
      { fields: { password: 'Wrong password', resetToken: 'Expired', code: 'Wrong code' } },
      ['code', 'password'],
    );
    expect(known).toBe(true);
    expect(view.errors).toEqual({
      password: { type: 'server', message: 'Wrong password' },
      code: { type: 'server', message: 'Wrong code' },
    });
    expect(focused).toEqual(['password']);
  });
});

describe('reset', () => {
  it('drops every message, the form’s message and "done", and takes the new first values', () => {
    const used = run(
      initialView(null, { text: '', rating: '' }),
      { type: 'value', name: 'text', value: 'Half typed' },
      { type: 'refused', errors: { text: { type: 'client', message: 'errors:required' } } },
      { type: 'formError', message: 'Network' },
      { type: 'status', status: 'done' },
    );
    expect(used.values.text).toBe('Half typed');
    expect(run(used, { type: 'reset', values: { text: 'Saved', rating: '4' } })).toEqual({
      errors: {},
      formError: null,
      status: 'idle',
      values: { text: 'Saved', rating: '4' },
    });
  });
});
