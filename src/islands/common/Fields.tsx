// The one field kit of the islands: a label tied to its control, an optional hint (and unit), and
// the error right under the field (role="alert"), all referenced by aria-describedby, the control
// marked aria-invalid while it has an error, so a screen reader reads them with the field. Controls
// take every native attribute: a form's uncontrolled name/defaultValue (useSchemaForm) or a tool's
// value/onChange go straight to the element; the error text comes from the form (errorOf).
import { useId, type ComponentProps, type ReactNode } from 'react';

export type FieldFrame = {
  /** the control's id (the hint, unit and error ids derive from it); generated when left out */
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** classes after `field` on the box */
  boxClass?: string | undefined;
  /** after the label text, e.g. a required " *" (hidden from screen readers: aria-required says it) */
  mark?: ReactNode;
  /** an empty alert region from the start, so the first error is announced as it appears */
  liveError?: boolean | undefined;
};

/** The hint and the error under a field, or under a group of controls (a fieldset, a list). */
export function FieldMessages({
  id,
  hint,
  error,
  live,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
  live?: boolean | undefined;
}) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {(error || live) && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error ?? ''}
        </p>
      )}
    </>
  );
}

export type ControlAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The control's id and the attributes that tie it to its unit, hint and error. */
function useControlAria(frame: FieldFrame, unit?: ReactNode): ControlAria {
  const generated = useId();
  const id = frame.id ?? generated;
  const described = [
    unit ? `${id}-unit` : '',
    frame.hint ? `${id}-hint` : '',
    frame.error ? `${id}-error` : '',
  ].filter(Boolean);
  return {
    id,
    'aria-invalid': frame.error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  };
}

/** A field's box: what `children` puts in it, then the hint and the error. */
function Box({ frame, id, children }: { frame: FieldFrame; id: string; children: ReactNode }) {
  return (
    <div className={frame.boxClass ? `field ${frame.boxClass}` : 'field'}>
      {children}
      <FieldMessages id={id} hint={frame.hint} error={frame.error} live={frame.liveError} />
    </div>
  );
}

/**
 * A labelled field around any control: `children` gets the id and aria attributes to put on it.
 * `unit` is only announced here; the control renders it (InputField does).
 */
export function Field({
  children,
  unit,
  ...frame
}: FieldFrame & { unit?: ReactNode; children: (aria: ControlAria) => ReactNode }) {
  const aria = useControlAria(frame, unit);
  return (
    <Box frame={frame} id={aria.id}>
      <label htmlFor={aria.id}>
        {frame.label}
        {frame.mark}
      </label>
      {children(aria)}
    </Box>
  );
}

/** Splits a field's props into its frame and the native attributes of its control. */
function split<P extends FieldFrame>(props: P) {
  const { id, label, hint, error, boxClass, mark, liveError, ...control } = props;
  return { frame: { id, label, hint, error, boxClass, mark, liveError }, control };
}

type InputProps = FieldFrame &
  Omit<ComponentProps<'input'>, 'id'> & {
    /** a unit after the input ("m", "%"), read with it */
    unit?: ReactNode;
    unitClass?: string | undefined;
    /** a box around the input and its unit */
    wrapClass?: string | undefined;
  };

export function InputField(props: InputProps) {
  const { frame, control } = split(props);
  const { unit, unitClass, wrapClass, ...input } = control;
  return (
    <Field {...frame} unit={unit}>
      {(aria) => {
        const field = <input {...aria} {...input} />;
        const unitText = unit ? (
          <span className={unitClass} id={`${aria.id}-unit`}>
            {unit}
          </span>
        ) : null;
        return wrapClass ? (
          <div className={wrapClass}>
            {field}
            {unitText}
          </div>
        ) : (
          <>
            {field}
            {unitText}
          </>
        );
      }}
    </Field>
  );
}

export function TextareaField(props: FieldFrame & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { frame, control } = split(props);
  return <Field {...frame}>{(aria) => <textarea {...aria} {...control} />}</Field>;
}

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };

type SelectProps = FieldFrame &
  Omit<ComponentProps<'select'>, 'id'> & {
    options: readonly (Option | OptionGroup)[];
    /** a first, empty choice ("Choose…") */
    placeholder?: string | undefined;
  };

export function SelectField(props: SelectProps) {
  const { frame, control } = split(props);
  const { options, placeholder, ...select } = control;
  return (
    <Field {...frame}>
      {(aria) => (
        <select {...aria} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) =>
            'options' in option ? (
              <optgroup key={option.label} label={option.label}>
                {option.options.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  );
}

type CheckboxProps = FieldFrame &
  Omit<ComponentProps<'input'>, 'id' | 'type'> & {
    /**
     * 'wrapped': the label holds the box and its text (the account and project forms);
     * 'beside': box and label side by side in a .checkbox row (the tool forms' look).
     */
    layout?: 'wrapped' | 'beside';
    /** first in the field's box (the tool forms' hidden "0" for an unticked box) */
    leading?: ReactNode;
  };

export function CheckboxField(props: CheckboxProps) {
  const { frame, control } = split(props);
  const { layout = 'wrapped', leading, ...input } = control;
  const aria = useControlAria(frame);
  const box = <input {...aria} {...input} type="checkbox" />;
  const text = (
    <>
      {frame.label}
      {frame.mark}
    </>
  );
  return (
    <Box frame={frame} id={aria.id}>
      {leading}
      {layout === 'wrapped' ? (
        <label className="checkbox" htmlFor={aria.id}>
          {box}
          <span>{text}</span>
        </label>
      ) : (
        <div className="checkbox">
          {box}
          <label htmlFor={aria.id}>{text}</label>
        </div>
      )}
    </Box>
  );
}
