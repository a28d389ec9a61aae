// Labelled inputs of the project form, wired to react-hook-form through its context. Each shows its
// error right beside it (quality-bars.md "People"), linked by aria-describedby, in the page's language.
import type { ReactNode } from 'react';
import {
  get,
  useFormContext,
  type FieldError as RhfError,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ProjectFormValues } from '@/lib/projects/project-form.schema';
import { translateMessage } from '@/lib/validation/messages';

export type FieldName = Path<ProjectFormValues>;
type Reg = RegisterOptions<ProjectFormValues, FieldName>;

export const fieldId = (name: string) => `pf-${name.replace(/\./g, '-')}`;

/** Empty input → undefined, so zod says "required" (or applies the default) instead of "0". */
export const asNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);
export const asNullableId = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : Number(v);
export const asChoice = (v: unknown) => (v === '' ? undefined : v);

/** zod messages are keys (with their numbers, msg()); server messages arrive translated. */
export function errorText(t: TFunction, err: RhfError | undefined): string | undefined {
  if (!err?.message) return undefined;
  return err.type === 'server' ? err.message : translateMessage(t, err.message);
}

function useFieldState(name: FieldName, t: TFunction) {
  const { register, formState } = useFormContext<ProjectFormValues>();
  const message = errorText(t, get(formState.errors, name) as RhfError | undefined);
  return { register, message };
}

type Common = {
  name: FieldName;
  label: string;
  t: TFunction;
  hint?: string | undefined;
  required?: boolean;
};

function Shell({
  name,
  label,
  hint,
  message,
  required,
  children,
}: Omit<Common, 't'> & { message: string | undefined; children: ReactNode }) {
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="pf-req">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

function aria(
  name: string,
  hint: string | undefined,
  message: string | undefined,
  required?: boolean,
) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': required ? true : undefined,
  } as const;
}

type TextProps = Common & {
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
};

export function TextField({
  name,
  label,
  t,
  hint,
  required,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: TextProps) {
  const { register, message } = useFieldState(name, t);
  const a = aria(name, hint, message, required);
  return (
    <Shell name={name} label={label} hint={hint} message={message} required={required ?? false}>
      {multiline ? (
        <textarea {...a} {...register(name)} rows={5} maxLength={maxLength} />
      ) : (
        <input
          {...a}
          {...register(name)}
          type={type}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          maxLength={maxLength}
        />
      )}
    </Shell>
  );
}

type NumberProps = Common & {
  step?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  setValueAs?: (v: unknown) => unknown;
};

export function NumberField({
  name,
  label,
  t,
  hint,
  required,
  step,
  min = 0,
  max,
  integer,
  setValueAs = asNumber,
}: NumberProps) {
  const { register, message } = useFieldState(name, t);
  return (
    <Shell name={name} label={label} hint={hint} message={message} required={required ?? false}>
      <input
        {...aria(name, hint, message, required)}
        {...register(name, { setValueAs } as Reg)}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={step ?? (integer ? '1' : 'any')}
        min={min}
        max={max}
      />
    </Shell>
  );
}

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };

type SelectProps = Common & {
  options: (Option | OptionGroup)[];
  placeholder: string;
  setValueAs?: (v: unknown) => unknown;
  disabled?: boolean;
};

export function SelectField({
  name,
  label,
  t,
  hint,
  required,
  options,
  placeholder,
  setValueAs = asChoice,
  disabled,
}: SelectProps) {
  const { register, message } = useFieldState(name, t);
  return (
    <Shell name={name} label={label} hint={hint} message={message} required={required ?? false}>
      <select
        {...aria(name, hint, message, required)}
        {...register(name, { setValueAs } as Reg)}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((o) =>
          'options' in o ? (
            <optgroup key={o.label} label={o.label}>
              {o.options.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
    </Shell>
  );
}

export function CheckboxField({ name, label, t, hint, required }: Common) {
  const { register, message } = useFieldState(name, t);
  const id = fieldId(name);
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input {...aria(name, hint, message, required)} {...register(name)} type="checkbox" />
        <span>
          {label}
          {required && (
            <span aria-hidden="true" className="pf-req">
              {' '}
              *
            </span>
          )}
        </span>
      </label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
