// Form controls of the estimator (islands/common/ToolFields.tsx): the error appears under the field
// only when there is one. Names are the URL parameters (estimator-url.ts reads them).
import { fieldKit } from '@/islands/common/ToolFields';

export const { NumberField, SelectField, CheckboxField } = fieldKit({ fieldClass: 'est-field' });
