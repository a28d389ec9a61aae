// The pieces every account form is made of: a labelled field with its hint and error (announced
// to screen readers, linked with aria-describedby), a password field with a show/hide toggle, the
// spec's submit button (create → submitting → created, never twice) and a form-level error.
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/validation/messages';

/** Client messages are translation keys; messages from the server arrive translated already. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translateMessage(t, error.message);
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** react-hook-form's register() result */
  reg: object;
};

/** The input's id and the ids of its hint and error, for label/aria-describedby wiring. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, describedBy };
}

export function Field({ label, hint, error, reg, id, ...input }: FieldProps) {
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...reg}
      />
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type'> & { t: TFunction }) {
  const { t, label, hint, error, reg, id, ...input } = props;
  const [shown, setShown] = useState(false);
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-row">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...input}
          {...reg}
        />
        <button
          type="button"
          className="btn btn-outline password-toggle"
          aria-controls={inputId}
          aria-pressed={shown}
          title={shown ? t('common:hidePassword') : t('common:showPassword')}
          onClick={() => setShown((s) => !s)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5m0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9m0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4"
            />
            {shown && (
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" />
            )}
          </svg>
          <span className="visually-hidden">
            {shown ? t('common:hidePassword') : t('common:showPassword')}
          </span>
        </button>
      </div>
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type SubmitState = 'idle' | 'submitting' | 'done';

/**
 * True once the island has hydrated. Until then a submit would be the browser's own (the password
 * in a URL, or a blank reload), so submit buttons stay disabled for the moment it takes.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/** Spec section 4: create → submitting/loading → created. Disabled while busy and once done. */
export function SubmitButton({
  state,
  labels,
  className,
}: {
  state: SubmitState;
  labels: { idle: string; submitting: string; done: string };
  className?: string;
}) {
  const ready = useHydrated();
  return (
    <button
      type="submit"
      className={className ?? 'btn'}
      disabled={!ready || state !== 'idle'}
      aria-busy={state === 'submitting' || undefined}
    >
      {state === 'idle'
        ? labels.idle
        : state === 'submitting'
          ? labels.submitting
          : `✓ ${labels.done}`}
    </button>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

export function FormStatus({ message }: { message: string | null }) {
  return (
    <p className="form-status" aria-live="polite">
      {message}
    </p>
  );
}
