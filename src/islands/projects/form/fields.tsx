// The project form's fields: the common field kit (islands/common/Fields.tsx) wired to
// react-hook-form through its context, with the form's ids (pf-…), its required mark and its
// value conversions. Each shows its error right beside it (docs/quality.md "People").
import {
  get,
  useFormContext,
  type FieldError,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ProjectFormValues } from '@/lib/projects/project-form.schema';
import {
  CheckboxField as KitCheckbox,
  errorText,
  InputField,
  SelectField as KitSelect,
  TextareaField,
  type Option,
  type OptionGroup,
} from '@/islands/common/Fields';

export type FieldName = Path<ProjectFormValues>;
type Reg = RegisterOptions<ProjectFormValues, FieldName>;

export const fieldId = (name: string) => `pf-${name.replace(/\./g, '-')}`;

/** Empty input → undefined, so zod says "required" (or applies the default) instead of "0". */
export const asNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);
export const asNullableId = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : Number(v);
export const asChoice = (v: unknown) => (v === '' ? undefined : v);

type Common = {
  name: FieldName;
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

/** The kit's frame and aria-required for one field, with its error from the form's state. */
function useFrame({ name, label, t, hint, required }: Common) {
  const { register, formState } = useFormContext<ProjectFormValues>();
  const frame = {
    id: fieldId(name),
    label,
    hint,
    error: errorText(t, get(formState.errors, name) as FieldError | undefined),
    mark: required ? REQUIRED_MARK : undefined,
    'aria-required': required ? true : undefined,
  } as const;
  return { register, frame };
}

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
  const { register, frame } = useFrame(common);
  return multiline ? (
    <TextareaField {...frame} {...register(common.name)} rows={5} maxLength={maxLength} />
  ) : (
    <InputField
      {...frame}
      {...register(common.name)}
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
  setValueAs?: (v: unknown) => unknown;
};

export function NumberField({
  step,
  min = 0,
  max,
  integer,
  setValueAs = asNumber,
  ...common
}: NumberProps) {
  const { register, frame } = useFrame(common);
  return (
    <InputField
      {...frame}
      {...register(common.name, { setValueAs } as Reg)}
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
  setValueAs?: (v: unknown) => unknown;
  disabled?: boolean;
};

export function SelectField({
  options,
  placeholder,
  setValueAs = asChoice,
  disabled,
  ...common
}: SelectProps) {
  const { register, frame } = useFrame(common);
  return (
    <KitSelect
      {...frame}
      {...register(common.name, { setValueAs } as Reg)}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
    />
  );
}

export function CheckboxField(common: Common) {
  const { register, frame } = useFrame(common);
  return <KitCheckbox {...frame} {...register(common.name)} />;
}
