// Changing the phone number or e-mail (spec: changing the phone needs the password again and a code
// to the new number): the row with the value and its button; the modal (ContactChange.tsx, with its
// form, code step and schema) is fetched when the button is first pressed
// (docs/performance.md#lcp-and-script-budgets).
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from 'i18next';
import type { ContactKind } from '@/lib/accounts/profile.schema';
import { formatPhone } from '@/lib/validation/phone';

const ContactChange = lazy(() => import('./ContactChange'));

type Props = { t: TFunction; kind: ContactKind; value: string; onChange: (v: string) => void };

export default function ContactDialog({ t, kind, value, onChange }: Props) {
  const [opened, setOpened] = useState(0);
  const title =
    kind === 'phone'
      ? value
        ? t('profile:contact.changePhone')
        : t('profile:contact.addPhone')
      : value
        ? t('profile:contact.changeEmail')
        : t('profile:contact.addEmail');
  const shown = value ? (kind === 'phone' ? formatPhone(value) : value) : t('profile:notSet');
  return (
    <div className="contact-row">
      <dl style={{ margin: 0 }}>
        <dt>{kind === 'phone' ? t('profile:phone') : t('profile:email')}</dt>
        <dd>{shown}</dd>
      </dl>
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={() => setOpened((n) => n + 1)}
      >
        {title}
      </button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <ContactChange t={t} kind={kind} title={title} opened={opened} onChange={onChange} />
        </Suspense>
      )}
    </div>
  );
}
