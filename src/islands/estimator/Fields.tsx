// Form controls of the estimator: label tied to the control, optional hint, and the error right
// under the field (role="alert"), all referenced by aria-describedby so a screen reader reads them.
// Names are the URL parameters: without JavaScript the form is a plain GET form to the same page.

interface Common {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
    </>
  );
}

export function NumberField(props: Common & { value: string; integer?: boolean; onChange: (v: string) => void }) {
  const { id, name, label, hint, error, value, integer, onChange } = props;
  return (
    <div className="field est-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id} name={name} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" spellCheck={false}
        value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField(props: Common & { value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  const { id, name, label, hint, error, value, options, onChange } = props;
  return (
    <div className="field est-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id} name={name} value={value} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)} onChange={(e) => onChange(e.currentTarget.value)}
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
    <div className="field est-field">
      {/* The hidden 0 goes first; a checked box's 1 comes after it and wins (estimator-url.ts). */}
      <input type="hidden" name={name} value="0" />
      <div className="checkbox">
        <input
          id={id} name={name} type="checkbox" value="1" checked={checked} aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)} onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
