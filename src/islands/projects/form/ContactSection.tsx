// Step 6: who answers buyers, whether the project is shown now, and the GDPR consent (docs/product.md §5).
import type { TFunction } from 'i18next';
import { LIMITS } from '@/lib/projects/form-limits';
import { CheckboxField, TextField } from './fields';
import { label } from './options';

export default function ContactSection({ t }: { t: TFunction }) {
  return (
    <>
      <TextField
        t={t}
        name="contactName"
        label={label(t, 'contactName')}
        required
        autoComplete="name"
        maxLength={LIMITS.contactName.max}
      />
      <div className="pf-row">
        <TextField
          t={t}
          name="contactPhone"
          label={label(t, 'contactPhone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('projectForm:hint.phone')}
        />
        <TextField
          t={t}
          name="contactEmail"
          label={label(t, 'contactEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.contactEmail.max}
        />
      </div>
      <CheckboxField
        t={t}
        name="isActive"
        label={label(t, 'isActive')}
        hint={t('projectForm:hint.isActive')}
      />
      <CheckboxField t={t} name="gdprConsent" label={label(t, 'gdprConsent')} required />
    </>
  );
}
