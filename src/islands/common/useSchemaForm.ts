// A form island's state without react-hook-form (docs/decisions/014): the inputs are plain and
// uncontrolled (name + defaultValue), so the page's own form post works before hydration and what
// was typed before it is simply what the form holds. On submit the form's fields become an object
// exactly as the page's post makes them (formFields: checkboxes, number fields, checkbox groups as
// lists, dotted names as nested objects) and the SAME zod schema parses them; its messages
// (translation keys) or the server's (already translated, type 'server') go beside the fields.
// After a failed submit each change re-checks its field, as react-hook-form did. Fields in
// `blurChecks` are checked whenever focus leaves a field, before any submit too, once they hold
// something: "the passwords do not match" as soon as both are typed. With `checkTouched` every
// field is checked when focus leaves it and at each change after (react-hook-form's onTouched).
// The schema (and zod with it, ~15 KB brotli) is loaded on the form's first focus or input, not
// with the page: a person reads the form before typing, and the page's post works meanwhile.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formFields, type FormFieldOptions, type FormState } from '@/lib/http/form-state';
import { translateMessage } from '@/lib/validation/messages';
import { zodFields } from '@/lib/validation/zod-fields';

export type FieldIssue = { type: 'client' | 'server'; message: string };
type Errors = Record<string, FieldIssue>;
/** A classic or zod/mini schema: both have safeParse. */
type Schema = z.core.$ZodType & {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
};
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type SchemaFormOptions = FormFieldOptions & {
  posted?: FormState | null | undefined;
  blurChecks?: readonly string[];
  /** check a field when focus leaves it, and at each change after (the long project form) */
  checkTouched?: boolean;
  /** the fields' object → the schema's input, for what plain fields cannot say (the project form's
   *  numbers left empty, its location given or not) */
  prepare?: (data: Record<string, unknown>) => unknown;
  /** fields whose current value the island renders with (region → its districts): first values */
  watch?: Record<string, string>;
};

function check<S extends Schema>(
  schema: S,
  form: HTMLFormElement,
  { prepare, ...options }: SchemaFormOptions,
): { ok: true; data: z.output<S> } | { ok: false; errors: Errors } {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') fields.append(name, value);
  const data = formFields(fields, options).data;
  const result = schema.safeParse(prepare ? prepare(data) : data);
  if (result.success) return { ok: true, data: result.data as z.output<S> };
  const errors: Errors = {};
  for (const [name, message] of Object.entries(zodFields(result.error)))
    errors[name] = { type: 'client', message };
  return { ok: false, errors };
}

function controlOf(form: HTMLFormElement | null, name: string): Control | null {
  const control = form?.elements.namedItem(name);
  const first = control instanceof RadioNodeList ? control[0] : control;
  return first instanceof HTMLInputElement ||
    first instanceof HTMLSelectElement ||
    first instanceof HTMLTextAreaElement
    ? first
    : null;
}

function focusField(form: HTMLFormElement | null, name: string) {
  controlOf(form, name)?.focus();
}

/** In page order, the first control marked invalid or named by an error (a group of boxes). */
function focusFirstError(form: HTMLFormElement | null, errors: Errors) {
  for (const el of form?.elements ?? []) {
    if (!(el instanceof HTMLElement) || (el instanceof HTMLInputElement && el.type === 'hidden'))
      continue;
    const name = (el as Control).name;
    if (el.getAttribute('aria-invalid') === 'true' || (name && errors[name])) {
      if (!(el as Control).disabled) return el.focus();
    }
  }
}

export function useSchemaForm<S extends Schema>(
  load: () => Promise<S>,
  options: SchemaFormOptions = {},
) {
  const { posted, blurChecks = [], checkTouched = false, watch = {} } = options;
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>(() =>
    Object.fromEntries(
      Object.entries(posted?.fields ?? {}).map(([name, message]) => [
        name,
        { type: 'server' as const, message },
      ]),
    ),
  );
  const [values, setValues] = useState<Record<string, string>>(watch);
  const submitted = useRef(false);
  const touched = useRef(new Set<string>());
  // The page's post came back with errors: the first errored field takes the focus once the island
  // is up (as after the island's own submit), unless the person is already somewhere else.
  useEffect(() => {
    const first = Object.keys(posted?.fields ?? {})[0];
    const idle = !document.activeElement || document.activeElement === document.body;
    if (first && idle) focusField(ref.current, first);
  }, []);
  // A refused submit focuses its first error once the messages are on the page (aria-invalid).
  const [focusAsked, setFocusAsked] = useState(0);
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  useEffect(() => {
    if (focusAsked > 0) focusFirstError(ref.current, latestErrors.current);
  }, [focusAsked]);
  const focusError = useCallback(() => setFocusAsked((n) => n + 1), []);

  const schema = useRef<Promise<S> | null>(null);
  const loaded = useCallback(() => {
    // A failed fetch (offline) is tried again by the next use, which shows its own error then.
    schema.current ??= load().catch((e: unknown) => {
      schema.current = null;
      throw e;
    });
    return schema.current;
  }, []);
  const prefetch = useCallback(() => void loaded().catch(() => {}), [loaded]);

  /** Checks the form and keeps or drops the messages of `names` only. */
  const recheck = useCallback(
    async (names: readonly string[], keep: (name: string) => boolean = () => true) => {
      if (!ref.current) return;
      const form = ref.current;
      const result = check(await loaded(), form, options);
      setErrors((prev) => {
        const next = { ...prev };
        for (const name of names) {
          const issue = result.ok ? undefined : result.errors[name];
          if (issue && keep(name)) next[name] = issue;
          else if (!issue) delete next[name];
        }
        return next;
      });
    },
    [loaded],
  );

  /** The submit handler: `onValid` gets the parsed values; an invalid form shows its messages. */
  // `load` and `options` are constant for a form: these handlers never change.
  const handleSubmit = useCallback(
    (onValid: (values: z.output<S>) => Promise<void> | void, onInvalid?: () => void) =>
      async (e: FormEvent) => {
        e.preventDefault();
        if (!ref.current) return;
        submitted.current = true;
        const result = check(await loaded(), ref.current, options);
        if (!result.ok) {
          setErrors(result.errors);
          focusError();
          onInvalid?.();
          return;
        }
        setErrors({});
        await onValid(result.data);
      },
    [loaded],
  );

  /** After a failed submit (or once touched), a changed field is checked again (its own message). */
  const onInput = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as Control).name;
      if (name && name in watch) {
        const value = (e.target as Control).value;
        setValues((prev) => (prev[name] === value ? prev : { ...prev, [name]: value }));
      }
      prefetch();
      if (!name || !(submitted.current || touched.current.has(name))) return;
      await recheck([name]).catch(() => {});
    },
    [recheck],
  );

  /** Focus left a field: the `blurChecks` fields (once filled), or with `checkTouched` the field. */
  const onBlur = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as Control).name;
      if (checkTouched && name && !(e.target instanceof HTMLButtonElement)) {
        touched.current.add(name);
        await recheck([name]).catch(() => {});
      }
      if (blurChecks.length === 0) return;
      const form = ref.current;
      await recheck(blurChecks, (field) => {
        const control = form?.elements.namedItem(field);
        const filled = control instanceof HTMLInputElement && control.value !== '';
        return filled || submitted.current;
      }).catch(() => {});
    },
    [recheck],
  );

  /** For a value set by the island (not typed): after a submit, its message follows it. */
  const revalidate = useCallback(
    (name: string) => {
      if (submitted.current) void recheck([name]).catch(() => {});
    },
    [recheck],
  );

  /** For applyFieldErrors: a message of the server beside a field. */
  const setError = useCallback(
    (name: string, issue: { type: string; message: string }, opts?: { shouldFocus: boolean }) => {
      const type = issue.type === 'server' ? 'server' : 'client';
      setErrors((prev) => ({ ...prev, [name]: { type, message: issue.message } }));
      if (opts?.shouldFocus) focusField(ref.current, name);
    },
    [],
  );

  /** Puts a value into a field (a generated password, a district cleared); no check, as typing. */
  const setValue = useCallback((name: string, value: string) => {
    const control = controlOf(ref.current, name);
    if (control) control.value = value;
    if (name in watch) setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  /** Back to the first values, without messages (a dialog closed, an account made). */
  const reset = useCallback(() => {
    ref.current?.reset();
    submitted.current = false;
    touched.current.clear();
    setErrors({});
    setValues(watch);
  }, []);

  /** The text beside a field, in the page's language. */
  const errorOf = (t: TFunction, name: string): string | undefined => {
    const issue = errors[name];
    if (!issue) return undefined;
    return issue.type === 'server' ? issue.message : translateMessage(t, issue.message);
  };

  /** What every such <form> carries: a plain post to its page until (and unless) the island is up. */
  const formProps = (onSubmit: (e: FormEvent) => Promise<void> | void) => ({
    ref,
    method: 'post',
    onSubmit,
    onInput,
    onFocus: prefetch,
    onBlur,
    noValidate: true,
  });

  return {
    ref,
    handleSubmit,
    onInput,
    onFocus: prefetch,
    prefetch,
    setError,
    setValue,
    reset,
    revalidate,
    focusError,
    errorOf,
    errors,
    values,
    formProps,
  };
}
