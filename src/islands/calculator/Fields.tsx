// Form controls of the calculator: a label tied to the input, the unit beside it, an optional hint
// and an alert region for the error, all referenced by aria-describedby.
import type { ReactNode } from 'react';

interface Common {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function describedBy(id: string, parts: { unit?: boolean; hint?: boolean; error?: boolean }) {
  const ids = [parts.unit && `${id}-unit`, parts.hint && `${id}-hint`, parts.error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      <p className="field-error" id={`${id}-error`} role="alert">{error ?? ''}</p>
    </>
  );
}

export function NumberField(props: Common & {
  value: string; unit?: string | undefined; placeholder?: string | undefined; onChange: (v: string) => void;
}) {
  const { id, name, label, hint, error, unit, value, placeholder, onChange } = props;
  return (
    <div className="field calc-field">
      <label htmlFor={id}>{label}</label>
      <div className="calc-input">
        <input
          id={id} name={name} type="text" inputMode="decimal" autoComplete="off" spellCheck={false}
          value={value} placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { unit: !!unit, hint: !!hint, error: !!error })}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {unit && <span className="calc-unit" id={`${id}-unit`}>{unit}</span>}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField(props: Common & {
  value: string; options: { value: string; label: string }[]; onChange: (v: string) => void;
}) {
  const { id, name, label, hint, error, value, options, onChange } = props;
  return (
    <div className="field calc-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id} name={name} value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField(props: Common & { checked: boolean; onChange: (v: boolean) => void }) {
  const { id, name, label, hint, error, checked, onChange } = props;
  return (
    <div className="field calc-field calc-field-wide">
      {/* Without JavaScript the form is a GET form: the hidden 0 is sent when the box is unchecked. */}
      <input type="hidden" name={name} value="0" />
      <div className="checkbox">
        <input
          id={id} name={name} type="checkbox" value="1" checked={checked}
          aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="calc-grid">{children}</div>;
}
