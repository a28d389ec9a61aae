// The pure part of useSchemaForm (docs/decisions/014): what a form island shows — the messages
// beside its fields, the form's own message, the submit button's state, the values it renders with —
// as a reducer, and when a field is checked. No DOM and no React here, so the rules are unit-tested
// in node (schema-form-core.test.ts) with the real schemas; the hook only reads the form and
// dispatches.
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formFields, type FormFieldOptions, type FormState } from '@/lib/http/form-state';
import { translateMessage } from '@/lib/validation/messages';
import { zodFields } from '@/lib/validation/zod-fields';

/** docs/product.md §4: create → submitting → created. */
export type SubmitState = 'idle' | 'submitting' | 'done';
/** A message of the schema (a translation key) or of the server (already translated). */
export type FieldIssue = { type: 'client' | 'server'; message: string };
export type Errors = Record<string, FieldIssue>;

/** A classic or zod/mini schema: both have safeParse. */
export type Schema = z.core.$ZodType & {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
};

export type FormView = {
  errors: Errors;
  /** a message for the form as a whole (the server's, when no field carries it) */
  formError: string | null;
  status: SubmitState;
  /** the watched fields' current values (region → its districts) */
  values: Record<string, string>;
};

export type FormAction =
  /** a refused submit: its messages replace every other */
  | { type: 'refused'; errors: Errors }
  /** a valid submit goes out: no messages, the button busy */
  | { type: 'sending' }
  /** the submit's answer was handled: the button done, or usable again */
  | { type: 'answered'; done: boolean }
  | { type: 'status'; status: SubmitState }
  /** fields checked again: `found` holds the schema's messages; each name keeps or drops its own */
  | { type: 'checked'; names: readonly string[]; found: Errors; show: (name: string) => boolean }
  | { type: 'fieldError'; name: string; issue: FieldIssue }
  | { type: 'formError'; message: string | null }
  | { type: 'value'; name: string; value: string }
  | { type: 'reset'; values: Record<string, string> };

/** The page's post came back with errors: they show beside their fields, as the server's. */
export function initialView(
  posted: FormState | null | undefined,
  watch: Record<string, string>,
): FormView {
  const errors: Errors = {};
  for (const [name, message] of Object.entries(posted?.fields ?? {}))
    errors[name] = { type: 'server', message };
  return { errors, formError: posted?.message ?? null, status: 'idle', values: watch };
}

export function formReducer(view: FormView, action: FormAction): FormView {
  switch (action.type) {
    case 'refused':
      return { ...view, errors: action.errors, status: 'idle' };
    case 'sending':
      return { ...view, errors: {}, formError: null, status: 'submitting' };
    case 'answered':
      // A submit handler that marked the form done (or set its own state) keeps it.
      return view.status === 'submitting'
        ? { ...view, status: action.done ? 'done' : 'idle' }
        : view;
    case 'status':
      return view.status === action.status ? view : { ...view, status: action.status };
    case 'checked': {
      const errors = { ...view.errors };
      for (const name of action.names) {
        const issue = action.found[name];
        if (issue && action.show(name)) errors[name] = issue;
        else if (!issue) delete errors[name];
      }
      return { ...view, errors };
    }
    case 'fieldError':
      return { ...view, errors: { ...view.errors, [action.name]: action.issue } };
    case 'formError':
      return { ...view, formError: action.message };
    case 'value':
      return view.values[action.name] === action.value
        ? view
        : { ...view, values: { ...view.values, [action.name]: action.value } };
    case 'reset':
      return { errors: {}, formError: null, status: 'idle', values: action.values };
  }
}

export type ParseOptions = FormFieldOptions & {
  /** the fields' object → the schema's input, for what plain fields cannot say */
  prepare?: (data: Record<string, unknown>) => unknown;
};

/**
 * The form's fields (as `new FormData(form)` lists them) through the same `formFields` as the
 * page's post and the schema: the parsed values, or the first message of each field.
 */
export function parseFields<S extends Schema>(
  schema: S,
  entries: Iterable<[string, unknown]>,
  { prepare, ...options }: ParseOptions = {},
): { ok: true; data: z.output<S> } | { ok: false; errors: Errors } {
  const fields = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === 'string') fields.append(name, value);
  const data = formFields(fields, options).data;
  const result = schema.safeParse(prepare ? prepare(data) : data);
  if (result.success) return { ok: true, data: result.data as z.output<S> };
  const errors: Errors = {};
  for (const [name, message] of Object.entries(zodFields(result.error)))
    errors[name] = { type: 'client', message };
  return { ok: false, errors };
}

/** Where a form is: submitted once, and the fields focus has left (with `checkTouched`). */
export type Progress = { submitted: boolean; touched: ReadonlySet<string> };

/** A change re-checks its field after a failed submit, or once the field was touched. */
export function checksOnInput(name: string, progress: Progress): boolean {
  return name !== '' && (progress.submitted || progress.touched.has(name));
}

/**
 * Focus left `name`: the checks to run. With `checkTouched` the field itself (react-hook-form's
 * onTouched); the `blurChecks` fields whenever focus leaves any field, their message shown once
 * they hold something or after a submit ("the passwords do not match" as soon as both are typed).
 */
export function checksOnBlur(
  name: string,
  progress: Progress,
  opts: { checkTouched: boolean; blurChecks: readonly string[]; filled: (name: string) => boolean },
): { names: readonly string[]; show: (name: string) => boolean }[] {
  const out: { names: readonly string[]; show: (name: string) => boolean }[] = [];
  if (opts.checkTouched && name) out.push({ names: [name], show: () => true });
  if (opts.blurChecks.length > 0)
    out.push({
      names: opts.blurChecks,
      show: (field) => opts.filled(field) || progress.submitted,
    });
  return out;
}

/** The text beside a field in the page's language: the server's as given, the schema's translated. */
export function errorText(t: TFunction, issue: FieldIssue | undefined): string | undefined {
  if (!issue) return undefined;
  return issue.type === 'server' ? issue.message : translateMessage(t, issue.message);
}
