// Form controls of the tool islands (calculator, AI estimator), made of the field kit (Fields.tsx):
// controlled inputs whose names are the URL parameters, so without JavaScript the forms are plain
// GET forms. Each island picks its look with fieldKit().
import { CheckboxField as Checkbox, InputField, SelectField as Select } from './Fields';

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

export function fieldKit(options: FieldKitOptions) {
  const frame = (props: FieldProps, boxClass: string) => ({
    id: props.id,
    name: props.name,
    label: props.label,
    hint: props.hint,
    error: props.error,
    boxClass,
    liveError: options.persistentErrors,
  });

  function NumberField(
    props: FieldProps & {
      value: string;
      unit?: string | undefined;
      integer?: boolean;
      placeholder?: string | undefined;
      onChange: (v: string) => void;
    },
  ) {
    return (
      <InputField
        {...frame(props, options.fieldClass)}
        unit={props.unit}
        unitClass={options.unitClass}
        wrapClass={options.inputWrapClass}
        type="text"
        inputMode={props.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  }

  function SelectField(
    props: FieldProps & {
      value: string;
      options: { value: string; label: string }[];
      onChange: (v: string) => void;
    },
  ) {
    return (
      <Select
        {...frame(props, options.fieldClass)}
        value={props.value}
        options={props.options}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  }

  function CheckboxField(props: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
    return (
      <Checkbox
        {...frame(props, options.checkboxClass ?? options.fieldClass)}
        layout="beside"
        // The hidden 0 goes first; a checked box's 1 comes after it and wins when the URL is read.
        leading={<input type="hidden" name={props.name} value="0" />}
        value="1"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
    );
  }

  return { NumberField, SelectField, CheckboxField };
}
