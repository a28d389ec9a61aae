// Form controls of the calculator (islands/common/ToolFields.tsx): the unit beside the input, and
// an alert region under every field from the start, so an error is announced as it appears.
import type { ReactNode } from 'react';
import { fieldKit } from '@/islands/common/ToolFields';

export const { NumberField, SelectField, CheckboxField } = fieldKit({
  fieldClass: 'calc-field',
  checkboxClass: 'calc-field calc-field-wide',
  persistentErrors: true,
  inputWrapClass: 'calc-input',
  unitClass: 'calc-unit',
});

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="calc-grid">{children}</div>;
}
