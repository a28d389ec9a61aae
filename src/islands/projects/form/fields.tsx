// The project form's fields: the common field kit (islands/common/Fields.tsx) with the form's ids
// (pf-…), its required mark, each field's first value and its error right beside it
// (docs/quality.md "People"). The inputs are uncontrolled (useSchemaForm, docs/decisions/014): the
// form reads them on submit and values.ts turns them into the API's body.
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { ProjectFormValues } from '@/lib/projects/project-form.schema';
import {
  CheckboxField as KitCheckbox,
  InputField,
  SelectField as KitSelect,
  TextareaField,
  type Option,
  type OptionGroup,
} from '@/islands/common/Fields';
import { firstValue } from './values';

/** What the form gives its fields: the first values and the message of each field. */
export type ProjectFields = {
  initial: Partial<ProjectFormValues>;
  errorOf: (t: TFunction, name: string) => string | undefined;
};
export const ProjectFieldsContext = createContext<ProjectFields>({
  initial: {},
  errorOf: () => undefined,
});

export const fieldId = (name: string) => `pf-${name.replace(/\./g, '-')}`;

type Common = {
  name: string;
  label: string;
  t: TFunction;
  hint?: string | undefined;
  required?: boolean;
};

const REQUIRED_MARK = (
  <span aria-hidden="true" className="pf-req">
    {' '}
    *
  </span>
);

/** The kit's frame and aria-required for one field, with its error, and its first value. */
function useFrame({ name, label, t, hint, required }: Common) {
  const { initial, errorOf } = useContext(ProjectFieldsContext);
  const frame = {
    id: fieldId(name),
    label,
    hint,
    error: errorOf(t, name),
    mark: required ? REQUIRED_MARK : undefined,
    'aria-required': required ? true : undefined,
  } as const;
  const first = firstValue(initial, name);
  return { frame, first };
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

type TextProps = Common & {
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
};

export function TextField({
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  ...common
}: TextProps) {
  const { frame, first } = useFrame(common);
  const control = { name: common.name, defaultValue: asText(first) };
  return multiline ? (
    <TextareaField {...frame} {...control} rows={5} maxLength={maxLength} />
  ) : (
    <InputField
      {...frame}
      {...control}
      type={type}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
      maxLength={maxLength}
    />
  );
}

type NumberProps = Common & {
  step?: string;
  min?: number;
  max?: number;
  integer?: boolean;
};

export function NumberField({ step, min = 0, max, integer, ...common }: NumberProps) {
  const { frame, first } = useFrame(common);
  return (
    <InputField
      {...frame}
      name={common.name}
      defaultValue={asText(first)}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={step ?? (integer ? '1' : 'any')}
      min={min}
      max={max}
    />
  );
}

type SelectProps = Common & {
  options: (Option | OptionGroup)[];
  placeholder: string;
  disabled?: boolean;
};

export function SelectField({ options, placeholder, disabled, ...common }: SelectProps) {
  const { frame, first } = useFrame(common);
  return (
    <KitSelect
      {...frame}
      name={common.name}
      defaultValue={asText(first)}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
    />
  );
}

export function CheckboxField(common: Common) {
  const { frame, first } = useFrame(common);
  return <KitCheckbox {...frame} name={common.name} defaultChecked={first === true} />;
}
