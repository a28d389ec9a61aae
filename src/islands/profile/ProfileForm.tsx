// The "My profile" form (docs/product.md §3): name, specialist type, region and district, address,
// about, service types (at least one for specialists and companies), social accounts and, for a
// company, its company info. Saved with PUT /api/accounts/me; "Profile updated" toast.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { Profile } from '@/lib/accounts/get-profile.server';
import type { ProfileInput } from '@/lib/accounts/profile.schema';
import { SOCIAL_NETWORKS } from '@/lib/accounts/social-networks';
import { notify } from '@/lib/ui/notify';
import { LIMITS } from '@/lib/validation/limits';
import { lazyZodResolver } from '@/islands/common/lazyResolver';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { errorText, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';
import {
  AddressAboutFields,
  NotifySection,
  PlaceFields,
  ServicesSection,
  SocialSection,
  type RegionOption,
  type ServiceOption,
} from './ProfileParts';

export type { RegionOption, ServiceOption };

type Props = {
  t: TFunction;
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  onSaved: (p: Profile) => void;
};

const SERVER_FIELDS = [
  'fullName',
  'specialistType',
  'regionId',
  'districtId',
  'address',
  'about',
  'serviceIds',
  'notifyMessages',
  ...SOCIAL_NETWORKS.map((n) => `social.${n}`),
  ...['tin', 'companyName', 'fullAddress', 'directorName', 'email', 'phone'].map(
    (f) => `company.${f}`,
  ),
];

export default function ProfileForm({ t, profile, regions, services, onSaved }: Props) {
  const specialist = profile.userRole === 'Agent' || profile.userRole === 'Agency';
  const company = profile.userRole === 'Agency';
  // The schema (and zod) on first use: decision 020. Typed as the company variant so the form can
  // name company.* fields; they render for companies only.
  const [{ resolver, prefetch }] = useState(() =>
    lazyZodResolver<ProfileInput>(() =>
      import('@/lib/accounts/profile.schema').then((m) =>
        m.makeProfileSchema({ specialist, company }),
      ),
    ),
  );
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver,
    defaultValues: {
      fullName: profile.fullName,
      specialistType: profile.specialistType,
      regionId: profile.regionId === null ? '' : String(profile.regionId),
      districtId: profile.districtId === null ? '' : String(profile.districtId),
      address: profile.address,
      about: profile.about,
      serviceIds: profile.serviceIds.map(String) as unknown as number[],
      social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile.social[n] ?? ''])),
      notifyMessages: profile.notifyMessages,
      ...(company
        ? {
            company: {
              tin: profile.company?.tin ?? '',
              companyName: profile.company?.companyName ?? '',
              fullAddress: profile.company?.fullAddress ?? '',
              directorName: profile.company?.directorName ?? '',
              email: profile.company?.email ?? '',
              phone: profile.company?.phone ?? '',
            },
          }
        : {}),
    },
  });
  useEffect(() => {
    if (state !== 'done') return;
    const id = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(id);
  }, [state]);

  const onSubmit = handleSubmit(async (values) => {
    setState('submitting');
    setFormError(null);
    const result = await callApi<Profile>('/api/accounts/me', { method: 'PUT', body: values });
    if (result.ok) {
      setState('done');
      notify('profileUpdated', t);
      onSaved(result.data);
      return;
    }
    setState('idle');
    if (applyFieldErrors(setError, result, SERVER_FIELDS)) return;
    setFormError(result.message ?? t('errors:generic'));
  });

  const err = (e: Parameters<typeof errorText>[1]) => errorText(t, e);
  const servicesError = err(errors.serviceIds as never);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={prefetch}
      onPointerDown={prefetch}
      noValidate
      className="profile-grid"
    >
      <FormError message={formError} />
      <section className="card profile-section" aria-labelledby="pf-personal">
        <h2 id="pf-personal">{t('profile:personal')}</h2>
        <div className="profile-cols">
          <InputField
            label={t('profile:fullName')}
            autoComplete="name"
            maxLength={LIMITS.short}
            {...register('fullName')}
            error={err(errors.fullName)}
          />
          <InputField
            label={t('profile:specialistType')}
            hint={t('profile:specialistTypeHint')}
            autoComplete="organization-title"
            maxLength={LIMITS.short}
            {...register('specialistType')}
            error={err(errors.specialistType)}
          />
          <PlaceFields
            t={t}
            idPrefix="pf"
            regions={regions}
            region={register('regionId')}
            district={register('districtId')}
            regionValue={watch('regionId')}
            districtValue={watch('districtId')}
            clearDistrict={() => setValue('districtId', '')}
            errors={{ region: err(errors.regionId), district: err(errors.districtId) }}
          />
        </div>
        <AddressAboutFields
          t={t}
          idPrefix="pf"
          address={register('address')}
          about={register('about')}
          errors={{ address: err(errors.address), about: err(errors.about) }}
        />
      </section>

      <ServicesSection
        t={t}
        idPrefix="pf"
        services={services}
        field={register('serviceIds')}
        error={servicesError}
      />

      <SocialSection
        t={t}
        idPrefix="pf"
        field={(network) => register(`social.${network}`)}
        error={(network) => err(errors.social?.[network])}
      />

      {company && (
        <section className="card profile-section" aria-labelledby="pf-company">
          <h2 id="pf-company">{t('profile:companyTitle')}</h2>
          <div className="profile-cols">
            <InputField
              label={t('profile:company.tin')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={9}
              {...register('company.tin')}
              error={err(errors.company?.tin)}
            />
            <InputField
              label={t('profile:company.companyName')}
              autoComplete="organization"
              maxLength={LIMITS.short}
              {...register('company.companyName')}
              error={err(errors.company?.companyName)}
            />
            <InputField
              label={t('profile:company.fullAddress')}
              maxLength={LIMITS.short}
              {...register('company.fullAddress')}
              error={err(errors.company?.fullAddress)}
            />
            <InputField
              label={t('profile:company.directorName')}
              maxLength={LIMITS.short}
              {...register('company.directorName')}
              error={err(errors.company?.directorName)}
            />
            <InputField
              label={t('profile:company.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...register('company.email')}
              error={err(errors.company?.email)}
            />
            <InputField
              label={t('profile:company.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...register('company.phone')}
              error={err(errors.company?.phone)}
            />
          </div>
          {profile.company && (
            <p className="muted">
              {t('profile:company.rating')}: {profile.company.rating.toFixed(1)}
            </p>
          )}
        </section>
      )}

      <NotifySection t={t} field={register('notifyMessages')} error={err(errors.notifyMessages)} />

      <div className="profile-actions">
        <SubmitButton
          state={state}
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
