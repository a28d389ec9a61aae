// Form controls of the tool islands (calculator, AI estimator): a label tied to the control, an
// optional unit and hint, and the error right under the field (role="alert"), all referenced by
// aria-describedby so a screen reader reads them. Names are the URL parameters: without JavaScript
// the forms are plain GET forms. Each island picks its look with fieldKit().

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export type FieldKitOptions = {
  /** classes of each field's box after `field` (the checkbox may take its own) */
  fieldClass: string;
  checkboxClass?: string;
  /** keep an empty alert region under every field, so the first error is announced as it appears */
  persistentErrors?: boolean;
  /** a box around the input and its unit, and the unit's class */
  inputWrapClass?: string;
  unitClass?: string;
};

function describedBy(id: string, parts: { unit?: boolean; hint?: boolean; error?: boolean }) {
  const ids = [
    parts.unit && `${id}-unit`,
    parts.hint && `${id}-hint`,
    parts.error && `${id}-error`,
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function fieldKit(o: FieldKitOptions) {
  const box = `field ${o.fieldClass}`;

  function Messages({
    id,
    hint,
    error,
  }: {
    id: string;
    hint?: string | undefined;
    error?: string | undefined;
  }) {
    return (
      <>
        {hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        {(error || o.persistentErrors) && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error ?? ''}
          </p>
        )}
      </>
    );
  }

  function NumberField(
    props: FieldProps & {
      value: string;
      unit?: string | undefined;
      integer?: boolean;
      placeholder?: string | undefined;
      onChange: (v: string) => void;
    },
  ) {
    const { id, name, label, hint, error, unit, integer, value, placeholder, onChange } = props;
    const input = (
      <input
        id={id}
        name={name}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { unit: !!unit, hint: !!hint, error: !!error })}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
    return (
      <div className={box}>
        <label htmlFor={id}>{label}</label>
        {o.inputWrapClass ? (
          <div className={o.inputWrapClass}>
            {input}
            {unit && (
              <span className={o.unitClass} id={`${id}-unit`}>
                {unit}
              </span>
            )}
          </div>
        ) : (
          input
        )}
        <Messages id={id} hint={hint} error={error} />
      </div>
    );
  }

  function SelectField(
    props: FieldProps & {
      value: string;
      options: { value: string; label: string }[];
      onChange: (v: string) => void;
    },
  ) {
    const { id, name, label, hint, error, value, options, onChange } = props;
    return (
      <div className={box}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map((opt) => (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          ))}
        </select>
        <Messages id={id} hint={hint} error={error} />
      </div>
    );
  }

  function CheckboxField(props: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
    const { id, name, label, hint, error, checked, onChange } = props;
    return (
      <div className={`field ${o.checkboxClass ?? o.fieldClass}`}>
        {/* The hidden 0 goes first; a checked box's 1 comes after it and wins when the URL is read. */}
        <input type="hidden" name={name} value="0" />
        <div className="checkbox">
          <input
            id={id}
            name={name}
            type="checkbox"
            value="1"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
        <Messages id={id} hint={hint} error={error} />
      </div>
    );
  }

  return { NumberField, SelectField, CheckboxField };
}
