// The "My profile" form (docs/product.md §3): name, specialist type, region and district, address,
// about, service types (at least one for specialists and companies), social accounts and, for a
// company, its company info. Saved with PUT /api/accounts/me; "Profile updated" toast.
import type { TFunction } from 'i18next';
import type { Profile } from '@/lib/accounts/get-profile.server';
import { notify } from '@/lib/ui/notify';
import { LIMITS } from '@/lib/validation/limits';
import { callApi } from '@/islands/common/api';
import { InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { useFirstValues } from '@/islands/profile/useFirstValues';
import {
  AddressAboutFields,
  NotifySection,
  PlaceFields,
  ServicesSection,
  SocialSection,
  socialFieldNames,
  socialFirstValues,
} from './ProfileParts';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import type { Lang } from '@/lib/i18n/languages';

type Props = {
  t: TFunction;
  lang: Lang;
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  onSaved: (p: Profile) => void;
};

const COMPANY_FIELDS = ['tin', 'companyName', 'fullAddress', 'directorName', 'email', 'phone'];
const SERVER_FIELDS = [
  'fullName',
  'specialistType',
  'regionId',
  'districtId',
  'address',
  'about',
  'serviceIds',
  'notifyMessages',
  ...socialFieldNames('social'),
  ...COMPANY_FIELDS.map((f) => `company.${f}`),
];

/** The text fields' first values, by field name (dotted for the nested ones). */
function firstValues(profile: Profile): Record<string, string> {
  const company = (profile.company ?? {}) as Record<string, unknown>;
  return {
    fullName: profile.fullName,
    specialistType: profile.specialistType,
    regionId: profile.regionId === null ? '' : String(profile.regionId),
    districtId: profile.districtId === null ? '' : String(profile.districtId),
    address: profile.address,
    about: profile.about,
    ...socialFirstValues('social', profile.social),
    ...Object.fromEntries(COMPANY_FIELDS.map((f) => [`company.${f}`, String(company[f] ?? '')])),
  };
}

export default function ProfileForm({ t, lang, profile, regions, services, onSaved }: Props) {
  const specialist = profile.userRole === 'Agent' || profile.userRole === 'Agency';
  const company = profile.userRole === 'Agency';
  const { first, firstChecks, field } = useFirstValues(profile, () => firstValues(profile));
  // The schema (and zod) on first use: docs/performance.md#lcp-and-script-budgets. Company fields
  // render for companies only.
  const form = useSchemaForm(
    () =>
      import('@/lib/accounts/profile.schema').then((m) =>
        m.makeProfileSchema({ specialist, company }),
      ),
    {
      checkboxes: ['notifyMessages'],
      arrays: ['serviceIds'],
      watch: { regionId: first.regionId!, districtId: first.districtId! },
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await callApi<Profile>('/api/accounts/me', { method: 'PUT', body: values });
    if (result.ok) {
      form.done(2500);
      notify('profileUpdated', t);
      onSaved(result.data);
      return;
    }
    form.fail(result, SERVER_FIELDS, t('errors:generic'));
  });

  const err = (name: string) => form.errorOf(t, name);
  return (
    <form {...form.formProps(onSubmit)} onPointerDown={form.prefetch} className="profile-grid">
      <FormError message={form.formError} />
      <section className="card profile-section" aria-labelledby="pf-personal">
        <h2 id="pf-personal">{t('profile:personal')}</h2>
        <div className="profile-cols">
          <InputField
            label={t('profile:fullName')}
            autoComplete="name"
            maxLength={LIMITS.short}
            {...field('fullName')}
            error={err('fullName')}
          />
          <InputField
            label={t('profile:specialistType')}
            hint={t('profile:specialistTypeHint')}
            autoComplete="organization-title"
            maxLength={LIMITS.short}
            {...field('specialistType')}
            error={err('specialistType')}
          />
          <PlaceFields
            t={t}
            lang={lang}
            idPrefix="pf"
            regions={regions}
            region={field('regionId')}
            district={field('districtId')}
            regionValue={form.values.regionId}
            districtValue={form.values.districtId}
            clearDistrict={() => form.setValue('districtId', '')}
            errors={{ region: err('regionId'), district: err('districtId') }}
          />
        </div>
        <AddressAboutFields
          t={t}
          idPrefix="pf"
          address={field('address')}
          about={field('about')}
          errors={{ address: err('address'), about: err('about') }}
        />
      </section>

      <ServicesSection
        t={t}
        idPrefix="pf"
        services={services}
        field={{ name: 'serviceIds', checked: firstChecks.serviceIds }}
        error={err('serviceIds')}
      />

      <SocialSection t={t} idPrefix="pf" group="social" field={field} error={err} />

      {company && (
        <section className="card profile-section" aria-labelledby="pf-company">
          <h2 id="pf-company">{t('profile:companyTitle')}</h2>
          <div className="profile-cols">
            <InputField
              label={t('profile:company.tin')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={9}
              {...field('company.tin')}
              error={err('company.tin')}
            />
            <InputField
              label={t('profile:company.companyName')}
              autoComplete="organization"
              maxLength={LIMITS.short}
              {...field('company.companyName')}
              error={err('company.companyName')}
            />
            <InputField
              label={t('profile:company.fullAddress')}
              maxLength={LIMITS.short}
              {...field('company.fullAddress')}
              error={err('company.fullAddress')}
            />
            <InputField
              label={t('profile:company.directorName')}
              maxLength={LIMITS.short}
              {...field('company.directorName')}
              error={err('company.directorName')}
            />
            <InputField
              label={t('profile:company.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...field('company.email')}
              error={err('company.email')}
            />
            <InputField
              label={t('profile:company.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...field('company.phone')}
              error={err('company.phone')}
            />
          </div>
          {profile.company && (
            <p className="muted">
              {t('profile:company.rating')}: {profile.company.rating.toFixed(1)}
            </p>
          )}
        </section>
      )}

      <NotifySection
        t={t}
        field={{ name: 'notifyMessages', defaultChecked: firstChecks.notifyMessages }}
        error={err('notifyMessages')}
      />

      <div className="profile-actions">
        <SubmitButton
          state={form.status}
          labels={{
            idle: t('profile:save'),
            submitting: t('profile:saving'),
            done: t('profile:saved'),
          }}
        />
      </div>
    </form>
  );
}
