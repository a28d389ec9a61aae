// A form island's state without react-hook-form (docs/decisions/014): the inputs are plain and
// uncontrolled (name + defaultValue), so the page's own form post works before hydration and what
// was typed before it is simply what the form holds. On submit the form's fields become an object
// exactly as the page's post makes them (formFields) and the SAME zod schema parses them; its
// messages (translation keys) or the server's (already translated, type 'server') go beside the
// fields. After a failed submit each change re-checks its field, as react-hook-form did. Fields in
// `blurChecks` are checked whenever focus leaves a field, before any submit too, once they hold
// something: "the passwords do not match" as soon as both are typed.
// The schema (and zod with it, ~15 KB brotli) is loaded on the form's first focus or input, not
// with the page: a person reads the form before typing, and the page's post works meanwhile.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formFields, type FormFieldOptions, type FormState } from '@/lib/http/form-state';
import { translateMessage } from '@/lib/validation/messages';

export type FieldIssue = { type: 'client' | 'server'; message: string };
type Errors = Record<string, FieldIssue>;
/** A classic or zod/mini schema: both have safeParse. */
type Schema = z.core.$ZodType & {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
};

function check<S extends Schema>(
  schema: S,
  form: HTMLFormElement,
  options: FormFieldOptions,
): { ok: true; data: z.output<S> } | { ok: false; errors: Errors } {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') fields.append(name, value);
  const result = schema.safeParse(formFields(fields, options).data);
  if (result.success) return { ok: true, data: result.data as z.output<S> };
  const errors: Errors = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.') || '_'] ??= { type: 'client', message: issue.message };
  return { ok: false, errors };
}

function focusField(form: HTMLFormElement | null, name: string) {
  const control = form?.elements.namedItem(name);
  const first = control instanceof RadioNodeList ? control[0] : control;
  if (first instanceof HTMLElement) first.focus();
}

export function useSchemaForm<S extends Schema>(
  load: () => Promise<S>,
  {
    posted,
    blurChecks = [],
    ...options
  }: FormFieldOptions & {
    posted?: FormState | null | undefined;
    blurChecks?: readonly string[];
  } = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>(() =>
    Object.fromEntries(
      Object.entries(posted?.fields ?? {}).map(([name, message]) => [
        name,
        { type: 'server' as const, message },
      ]),
    ),
  );
  const submitted = useRef(false);
  // The page's post came back with errors: the first errored field takes the focus once the island
  // is up (as after the island's own submit), unless the person is already somewhere else.
  useEffect(() => {
    const first = Object.keys(posted?.fields ?? {})[0];
    const idle = !document.activeElement || document.activeElement === document.body;
    if (first && idle) focusField(ref.current, first);
  }, []);
  const schema = useRef<Promise<S> | null>(null);
  const loaded = useCallback(() => (schema.current ??= load()), []);

  /** The submit handler: `onValid` gets the parsed values; an invalid form shows its messages. */
  // `load` and `options` are constant for a form: these handlers never change.
  const handleSubmit = useCallback(
    (onValid: (values: z.output<S>) => Promise<void> | void) => async (e: FormEvent) => {
      e.preventDefault();
      if (!ref.current) return;
      submitted.current = true;
      const result = check(await loaded(), ref.current, options);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        if (first) focusField(ref.current, first);
        return;
      }
      setErrors({});
      await onValid(result.data);
    },
    [loaded],
  );

  /** After a failed submit, a changed field is checked again (its own message only). */
  const onInput = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as HTMLInputElement).name;
      const current = loaded();
      if (!submitted.current || !name || !ref.current) return;
      const result = check(await current, ref.current, options);
      setErrors((prev) => {
        const next = { ...prev };
        const issue = result.ok ? undefined : result.errors[name];
        if (issue) next[name] = issue;
        else delete next[name];
        return next;
      });
    },
    [loaded],
  );

  /** Focus left a field: the `blurChecks` fields say what is wrong with them, once filled. */
  const onBlur = useCallback(async () => {
    if (blurChecks.length === 0 || !ref.current) return;
    const form = ref.current;
    const result = check(await loaded(), form, options);
    setErrors((prev) => {
      const next = { ...prev };
      for (const name of blurChecks) {
        const control = form.elements.namedItem(name);
        const filled = control instanceof HTMLInputElement && control.value !== '';
        const issue = result.ok ? undefined : result.errors[name];
        if (issue && (filled || submitted.current)) next[name] = issue;
        else if (!issue) delete next[name];
      }
      return next;
    });
  }, [loaded]);

  /** For applyFieldErrors: a message of the server beside a field. */
  const setError = useCallback(
    (name: string, issue: { type: string; message: string }, opts?: { shouldFocus: boolean }) => {
      const type = issue.type === 'server' ? 'server' : 'client';
      setErrors((prev) => ({ ...prev, [name]: { type, message: issue.message } }));
      if (opts?.shouldFocus) focusField(ref.current, name);
    },
    [],
  );

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
    onFocus: loaded,
    onBlur,
    noValidate: true,
  });

  return { ref, handleSubmit, onInput, onFocus: loaded, setError, errorOf, errors, formProps };
}
