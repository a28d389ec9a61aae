// The "My profile" form (docs/product.md §3): name, specialist type, region and district, address,
// about, service types (at least one for specialists and companies), social accounts and, for a
// company, its company info. Saved with PUT /api/accounts/me; "Profile updated" toast.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Profile } from '@/lib/accounts/get-profile.server';
import {
  makeProfileSchema,
  SOCIAL_NETWORKS,
  type CompanyProfileSchema,
  type ProfileInput,
} from '@/lib/accounts/profile.schema';
import { notify } from '@/lib/ui/notify';
import { LIMITS } from '@/lib/validation/fields';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import {
  errorText,
  FieldMessages,
  InputField,
  SelectField,
  TextareaField,
} from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';

export type RegionOption = { id: number; name: string; districts: { id: number; name: string }[] };
export type ServiceOption = {
  id: number;
  name: string;
  subServices: { id: number; name: string }[];
};

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
  ...SOCIAL_NETWORKS.map((n) => `social.${n}`),
  ...['tin', 'companyName', 'fullAddress', 'directorName', 'email', 'phone'].map(
    (f) => `company.${f}`,
  ),
];

export default function ProfileForm({ t, profile, regions, services, onSaved }: Props) {
  const specialist = profile.userRole === 'Agent' || profile.userRole === 'Agency';
  const company = profile.userRole === 'Agency';
  // Typed as the company variant so the form can name company.* fields; they render for companies only.
  const schema = makeProfileSchema({ specialist, company }) as CompanyProfileSchema;
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
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: profile.fullName,
      specialistType: profile.specialistType,
      regionId: profile.regionId === null ? '' : String(profile.regionId),
      districtId: profile.districtId === null ? '' : String(profile.districtId),
      address: profile.address,
      about: profile.about,
      serviceIds: profile.serviceIds.map(String) as unknown as number[],
      social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile.social[n] ?? ''])),
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
  const regionId = Number(watch('regionId')) || null;
  const districts = regions.find((r) => r.id === regionId)?.districts ?? [];
  // A district of the previous region is no longer valid once the region changes.
  useEffect(() => {
    const d = Number(watch('districtId'));
    if (d && !districts.some((x) => x.id === d)) setValue('districtId', '');
  }, [regionId]); // eslint-disable-line react-hooks/exhaustive-deps

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
    <form method="post" onSubmit={onSubmit} noValidate className="profile-grid">
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
          <SelectField
            id="pf-region"
            label={t('profile:region')}
            error={err(errors.regionId)}
            placeholder={t('profile:chooseRegion')}
            options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
            {...register('regionId')}
          />
          <SelectField
            id="pf-district"
            label={t('profile:district')}
            error={err(errors.districtId)}
            placeholder={t('profile:chooseDistrict')}
            options={districts.map((d) => ({ value: String(d.id), label: d.name }))}
            {...register('districtId')}
            disabled={!regionId}
          />
        </div>
        <InputField
          label={t('profile:address')}
          autoComplete="street-address"
          maxLength={LIMITS.short}
          {...register('address')}
          error={err(errors.address)}
        />
        <TextareaField
          id="pf-about"
          label={t('profile:about')}
          error={err(errors.about)}
          maxLength={LIMITS.long}
          {...register('about')}
        />
      </section>

      <section className="card profile-section" aria-labelledby="pf-services">
        <h2 id="pf-services">{t('profile:services')}</h2>
        <FieldMessages id="pf-services" hint={t('profile:servicesHint')} />
        {services.map((service) => (
          <fieldset
            className="service-group"
            key={service.id}
            aria-describedby={servicesError ? 'pf-services-error' : 'pf-services-hint'}
          >
            <legend>{service.name}</legend>
            <div className="service-list">
              {(service.subServices.length ? service.subServices : [service]).map((sub) => (
                <label className="checkbox" key={sub.id}>
                  <input type="checkbox" value={String(sub.id)} {...register('serviceIds')} />{' '}
                  {sub.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <FieldMessages id="pf-services" error={servicesError} />
      </section>

      <section className="card profile-section" aria-labelledby="pf-social">
        <h2 id="pf-social">{t('profile:socialTitle')}</h2>
        <p className="field-hint">{t('profile:socialHint')}</p>
        <div className="profile-cols">
          {SOCIAL_NETWORKS.map((network) => (
            <InputField
              key={network}
              label={t(`profile:social.${network}`)}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...register(`social.${network}`)}
              error={err(errors.social?.[network])}
            />
          ))}
        </div>
      </section>

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
