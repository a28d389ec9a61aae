// "A page handles its own form post" (docs/decisions/014-forms-before-javascript.md): the island's
// <form method="post"> works before (and without) its JavaScript because the page takes the same
// fields, parses them with the SAME zod schema as the island and the API, and calls the SAME domain
// function. A failure becomes a FormState — the status, the messages translated into the page's
// language, the typed values (never a password) — which the page renders back beside the fields.
// The middleware has already refused cross-site posts (src/lib/platform/cross-site.ts), and rate
// limits live in the domain functions, so a form post gets exactly the API's defences.
import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { AppError } from './app-error';
import { readForm } from './body.server';
import { translatedError } from './response.server';
import { parseWith } from './validate';
import { formFields, type FormFieldOptions, type FormState } from './form-state';
import type { Lang } from '../i18n/languages';

export type { FormState };

export type FormPostOptions = FormFieldOptions;

type PageCtx = Pick<AstroGlobal, 'request' | 'locals' | 'response'>;

export type FormOutcome<R> = { ok: true; value: R } | { ok: false; state: FormState };

const read = new WeakMap<Request, Promise<URLSearchParams>>();

/** The page's form post, read once (bounded by readForm), whoever asks first. */
export function pageForm(request: Request): Promise<URLSearchParams> {
  let form = read.get(request);
  if (!form) {
    form = readForm(request);
    form.catch(() => {}); // the reader that awaits it handles the failure
    read.set(request, form);
  }
  return form;
}

/**
 * Which of a page's forms (or buttons) posted: its `intent` field, '' when none. The last one wins:
 * a submit button's name=value comes after the form's hidden fields (tree order), so a second
 * button (`intent=resend`) overrides the form's own `intent`.
 */
export async function postedIntent(request: Request): Promise<string> {
  try {
    return (await pageForm(request)).getAll('intent').at(-1) ?? '';
  } catch {
    return '';
  }
}

/** An AppError as the FormState of a page in `lang`. */
export function formFailure(err: AppError, lang: Lang, values: Record<string, string>): FormState {
  const { message, fields } = translatedError(err, lang);
  const { _: whole, ...byField } = fields ?? {};
  const hasFields = Object.keys(byField).length > 0;
  return {
    status: err.status,
    code: err.code,
    fields: byField,
    message: whole ?? (hasFields ? null : message),
    values,
    retryAfter: err.retryAfterSeconds ?? null,
  };
}

/**
 * Reads the page's form post, parses it with `schema` and runs `action` with the typed input. An
 * AppError — bad input (400 with fields), a wrong code, a 429 — comes back as `{ ok: false, state }`
 * with the page's status already set (and Retry-After on a 429); anything else is thrown on to the
 * error boundary, as for the API.
 */
export async function formPost<S extends z.core.$ZodType, R>(
  ctx: PageCtx,
  schema: S,
  action: (input: z.output<S>, values: Record<string, string>) => Promise<R> | R,
  options: FormPostOptions = {},
): Promise<FormOutcome<R>> {
  let values: Record<string, string> = {};
  try {
    const parsed = formFields(await pageForm(ctx.request), options);
    values = parsed.values;
    return { ok: true, value: await action(parseWith(schema, parsed.data), values) };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { ok: false, state: failPage(ctx, formFailure(e, ctx.locals.lang, values)) };
  }
}

/** Sets the page's status (and Retry-After) for a failed post; answers the state. */
export function failPage(ctx: Pick<AstroGlobal, 'response'>, state: FormState): FormState {
  ctx.response.status = state.status;
  if (state.retryAfter)
    ctx.response.headers.set('Retry-After', String(Math.ceil(state.retryAfter)));
  return state;
}
