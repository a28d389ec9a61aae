// The estimator's inputs in three groups (size, construction, extras). A plain GET form to the same
// page, so it works before hydration and without JavaScript; the island takes over the submit.
import type { TFunction } from 'i18next';
import type { SubmitEvent } from 'react';
import type { FormValues } from '@/lib/estimator/estimator-url';
import {
  FINISHING_LEVELS,
  ROOF_TYPES,
  type FieldErrors,
  type InputField,
} from '@/lib/estimator/estimator-fields';
import { FOUNDATIONS, STYLES, WALL_MATERIALS } from '@/lib/projects/labels';
import { CheckboxField, NumberField, SelectField } from './Fields';

export interface EstimateFormProps {
  t: TFunction;
  values: FormValues;
  errors: FieldErrors;
  regions: { id: number; name: string }[];
  busy: boolean;
  formError: string | null;
  onChange: (name: InputField, value: string) => void;
  onSubmit: (e: SubmitEvent<HTMLFormElement>) => void;
}

export function EstimateForm({
  t,
  values,
  errors,
  regions,
  busy,
  formError,
  onChange,
  onSubmit,
}: EstimateFormProps) {
  const common = (name: InputField) => ({
    id: `est-${name}`,
    name,
    label: t(`estimator:field.${name}`),
    error: errors[name],
    value: values[name],
    onChange: (v: string) => onChange(name, v),
  });
  const options = (ns: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`${ns}.${v}`) }));
  const check = (name: 'hasGarage' | 'hasAttic') => ({
    id: `est-${name}`,
    name,
    label: t(`estimator:field.${name}`),
    error: errors[name],
    checked: values[name] === '1',
    onChange: (c: boolean) => onChange(name, c ? '1' : '0'),
  });
  return (
    <form
      method="get"
      className="est-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="est-form-h"
    >
      <h2 id="est-form-h">{t('estimator:form.heading')}</h2>
      <fieldset>
        <legend>{t('estimator:form.sizeGroup')}</legend>
        <div className="est-grid">
          <NumberField {...common('totalArea')} hint={t('estimator:hint.totalArea')} />
          <NumberField {...common('storeys')} integer />
          <NumberField {...common('length')} hint={t('estimator:hint.sides')} />
          <NumberField {...common('width')} />
          <NumberField {...common('bedrooms')} integer />
          <NumberField {...common('bathrooms')} integer />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('estimator:form.buildGroup')}</legend>
        <div className="est-grid">
          <SelectField
            {...common('wallMaterial')}
            options={options('projects:wallMaterial', WALL_MATERIALS)}
          />
          <SelectField
            {...common('finishingLevel')}
            options={options('estimator:finishing', FINISHING_LEVELS)}
            hint={t('estimator:hint.finishingLevel')}
          />
          <SelectField
            {...common('foundation')}
            options={options('projects:foundation', FOUNDATIONS)}
          />
          <SelectField {...common('roofType')} options={options('estimator:roof', ROOF_TYPES)} />
          <SelectField {...common('style')} options={options('projects:style', STYLES)} />
          <SelectField
            {...common('regionId')}
            options={[
              { value: '', label: t('estimator:form.anyRegion') },
              ...regions.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('estimator:form.extrasGroup')}</legend>
        <div className="est-checks">
          <CheckboxField {...check('hasGarage')} />
          <CheckboxField {...check('hasAttic')} />
        </div>
      </fieldset>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="btn est-submit"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('estimator:form.submitting') : t('estimator:form.submit')}
      </button>
    </form>
  );
}
