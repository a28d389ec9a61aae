// Step 1: what the project is — title, description, category, rent or sale, type, price.
import type { TFunction } from 'i18next';
import { LIMITS } from '@/lib/projects/form-limits';
import { CheckboxField, NumberField, SelectField, TextField } from './fields';
import { categoryOptions, enumOptions, label, labelWithUnit, type FormOptions } from './options';

export default function MainSection({ t, options }: { t: TFunction; options: FormOptions }) {
  const select = t('projectForm:placeholder.select');
  return (
    <>
      <TextField
        t={t}
        name="title"
        label={label(t, 'title')}
        hint={t('projectForm:hint.title')}
        required
        maxLength={LIMITS.title.max}
      />
      <TextField
        t={t}
        name="description"
        label={label(t, 'description')}
        hint={t('projectForm:hint.description')}
        multiline
        maxLength={LIMITS.description.max}
      />
      <SelectField
        t={t}
        name="categoryId"
        label={label(t, 'category')}
        required
        placeholder={select}
        options={categoryOptions(options.categories)}
      />
      <div className="pf-row">
        <SelectField
          t={t}
          name="status"
          label={label(t, 'status')}
          required
          placeholder={select}
          options={enumOptions(t, 'status')}
        />
        <SelectField
          t={t}
          name="propertyType"
          label={label(t, 'propertyType')}
          required
          placeholder={select}
          options={enumOptions(t, 'propertyType')}
        />
      </div>
      <NumberField
        t={t}
        name="price"
        label={labelWithUnit(t, 'price', 'som')}
        hint={t('projectForm:hint.price')}
        required
        integer
        step="1000"
      />
      <CheckboxField t={t} name="isNegotiable" label={label(t, 'isNegotiable')} />
    </>
  );
}
