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
// The form's message and its submit button's state live here too, so an island keeps no state of
// its own for them. What is shown and when a field is checked is the pure schema-form-core.ts; this
// hook reads the form and dispatches. Why not react-hook-form: its size (docs/decisions/014-forms-before-javascript.md).
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FormFieldOptions, FormState } from '@/lib/http/form-state';
import { applyFieldErrors, type ApiFailure } from './api';
import {
  checksOnBlur,
  checksOnInput,
  errorText,
  formReducer,
  initialView,
  parseFields,
  type Errors,
  type Schema,
  type SubmitState,
} from './schema-form-core';

export type { FieldIssue } from './schema-form-core';
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

/** The same object on every render, so the handlers that read `watch` never change. */
const NO_WATCH: Record<string, string> = {};

export function useSchemaForm<S extends Schema>(
  loadSchema: () => Promise<S>,
  formOptions: SchemaFormOptions = {},
) {
  // A form's schema and options are those of its first render (callers pass new literals on every
  // render), so the handlers below are made once and never change.
  const [{ load, options }] = useState(() => ({ load: loadSchema, options: formOptions }));
  const { posted, blurChecks = [], checkTouched = false, watch = NO_WATCH } = options;
  const ref = useRef<HTMLFormElement>(null);
  const [view, dispatch] = useReducer(formReducer, null, () => initialView(posted, watch));
  const progress = useRef({ submitted: false, touched: new Set<string>() });
  // The page's post came back with errors: the first errored field takes the focus once the island
  // is up (as after the island's own submit), unless the person is already somewhere else.
  useEffect(() => {
    const first = Object.keys(posted?.fields ?? {})[0];
    const idle = !document.activeElement || document.activeElement === document.body;
    if (first && idle) focusField(ref.current, first);
  }, [posted]);
  // Typed (or chosen) before hydration: the watched fields hold it, not their first values.
  useEffect(() => {
    if (!ref.current) return;
    const data = new FormData(ref.current);
    for (const name of Object.keys(watch)) {
      const value = data.get(name);
      if (typeof value === 'string') dispatch({ type: 'value', name, value });
    }
  }, [watch]);
  // A refused submit focuses its first error once the messages are on the page (aria-invalid).
  const [focusAsked, askFocus] = useReducer((n: number) => n + 1, 0);
  const focusFirst = useEffectEvent(() => focusFirstError(ref.current, view.errors));
  useEffect(() => {
    if (focusAsked > 0) focusFirst();
  }, [focusAsked]);
  // "Done" for a moment, then usable again (a profile saved); cleared when the form goes away.
  const doneTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  const schema = useRef<Promise<S> | null>(null);
  const loaded = useCallback(() => {
    // A failed fetch (offline) is tried again by the next use, which shows its own error then.
    schema.current ??= load().catch((e: unknown) => {
      schema.current = null;
      throw e;
    });
    return schema.current;
  }, [load]);
  const prefetch = useCallback(() => void loaded().catch(() => {}), [loaded]);
  const parse = useCallback(
    async () => ref.current && parseFields(await loaded(), new FormData(ref.current), options),
    [loaded, options],
  );

  /** Checks the form; each of `names` keeps or drops its own message only. */
  const recheck = useCallback(
    async (names: readonly string[], show: (name: string) => boolean = () => true) => {
      const result = await parse();
      if (!result) return;
      dispatch({ type: 'checked', names, found: result.ok ? {} : result.errors, show });
    },
    [parse],
  );

  /**
   * The submit handler: `onValid` gets the parsed values while the button says "submitting"; the
   * button is usable again after it unless it called `done()`. An invalid form shows its messages.
   */
  // `load` and `options` are constant for a form: these handlers never change.
  const handleSubmit = useCallback(
    (onValid: (values: z.output<S>) => Promise<void> | void, onInvalid?: () => void) =>
      async (e: FormEvent) => {
        e.preventDefault();
        if (!ref.current) return;
        progress.current.submitted = true;
        const result = await parse();
        if (!result) return;
        if (!result.ok) {
          dispatch({ type: 'refused', errors: result.errors });
          askFocus();
          onInvalid?.();
          return;
        }
        window.clearTimeout(doneTimer.current);
        dispatch({ type: 'sending' });
        try {
          await onValid(result.data);
        } finally {
          dispatch({ type: 'answered', done: false });
        }
      },
    [parse],
  );

  /** After a failed submit (or once touched), a changed field is checked again (its own message). */
  const onInput = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as Control).name;
      if (name && name in watch)
        dispatch({ type: 'value', name, value: (e.target as Control).value });
      prefetch();
      if (!checksOnInput(name ?? '', progress.current)) return;
      await recheck([name]).catch(() => {});
    },
    [recheck, watch, prefetch],
  );

  /** Focus left a field: the `blurChecks` fields (once filled), or with `checkTouched` the field. */
  const onBlur = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      const name = e.target instanceof HTMLButtonElement ? '' : ((e.target as Control).name ?? '');
      if (checkTouched && name) progress.current.touched.add(name);
      const filled = (field: string) => {
        const control = ref.current?.elements.namedItem(field);
        return control instanceof HTMLInputElement && control.value !== '';
      };
      for (const { names, show } of checksOnBlur(name, progress.current, {
        checkTouched,
        blurChecks,
        filled,
      }))
        await recheck(names, show).catch(() => {});
    },
    [recheck, checkTouched, blurChecks],
  );

  /** For a value set by the island (not typed): after a submit, its message follows it. */
  const revalidate = useCallback(
    (name: string) => {
      if (progress.current.submitted) void recheck([name]).catch(() => {});
    },
    [recheck],
  );

  /** For applyFieldErrors: a message of the server beside a field. */
  const setError = useCallback(
    (name: string, issue: { type: string; message: string }, opts?: { shouldFocus: boolean }) => {
      const type = issue.type === 'server' ? 'server' : 'client';
      dispatch({ type: 'fieldError', name, issue: { type, message: issue.message } });
      if (opts?.shouldFocus) focusField(ref.current, name);
    },
    [],
  );

  /** The form's own message (null clears it). */
  const setFormError = useCallback(
    (message: string | null) => dispatch({ type: 'formError', message }),
    [],
  );

  /** A refused answer: its messages beside the `fields` it names, else `fallback` for the form. */
  const fail = useCallback(
    (
      failure: Pick<ApiFailure, 'fields' | 'message'>,
      fields: readonly string[],
      fallback: string,
    ) => {
      if (!applyFieldErrors(setError, failure, fields)) setFormError(failure.message ?? fallback);
    },
    [setError, setFormError],
  );

  /** The submit went through: the button says so (for `forMs`, then usable again). */
  const done = useCallback((forMs?: number) => {
    dispatch({ type: 'status', status: 'done' });
    if (forMs === undefined) return;
    window.clearTimeout(doneTimer.current);
    doneTimer.current = window.setTimeout(
      () => dispatch({ type: 'status', status: 'idle' }),
      forMs,
    );
  }, []);

  /** Puts a value into a field (a generated password, a district cleared); no check, as typing. */
  const setValue = useCallback(
    (name: string, value: string) => {
      const control = controlOf(ref.current, name);
      if (control) control.value = value;
      if (name in watch) dispatch({ type: 'value', name, value });
    },
    [watch],
  );

  /**
   * Back to the first values, without messages (a dialog closed, an account made); `values` are the
   * watched fields' new first values when the form is shown again (a review saved or put back).
   */
  const reset = useCallback(
    (values: Record<string, string> = watch) => {
      ref.current?.reset();
      progress.current = { submitted: false, touched: new Set() };
      window.clearTimeout(doneTimer.current);
      dispatch({ type: 'reset', values });
    },
    [watch],
  );

  /** The text beside a field, in the page's language. */
  const errorOf = (t: TFunction, name: string): string | undefined =>
    errorText(t, view.errors[name]);

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
    setFormError,
    fail,
    done,
    setValue,
    reset,
    revalidate,
    focusError: askFocus,
    errorOf,
    errors: view.errors,
    formError: view.formError,
    status: view.status as SubmitState,
    values: view.values,
    formProps,
  };
}
