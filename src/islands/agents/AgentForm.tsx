// The agent form (docs/product.md §3: agent fields include designation, land line and country;
// §5: at least one service, GDPR consent). `create` is /agents/create (POST /api/agents, the photo
// uploaded once the profile exists); `edit` is "My profile" of an account with an agent card
// (PUT /api/agents/{id}, with the name and specialist type the account form would show).
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { Profile } from '@/lib/accounts/get-profile.server';
import { SOCIAL_NETWORKS } from '@/lib/accounts/social-networks';
import type { AgentFormInput } from '@/lib/professionals/agent-profile/agent-profile.schema';
import { LIMITS } from '@/lib/validation/limits';
import { lazyZodResolver } from '@/islands/common/lazyResolver';
import { applyFieldErrors, type ApiFailure } from '@/islands/common/api';
import { CheckboxField, errorText, InputField, SelectField } from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';
import {
  AddressAboutFields,
  NotifySection,
  PlaceFields,
  ServicesSection,
  SocialSection,
  type RegionOption,
  type ServiceOption,
} from '@/islands/profile/ProfileParts';

export type CountryOption = { value: string; label: string };

const SERVER_FIELDS = [
  'fullName',
  'specialistType',
  'designation',
  'phone',
  'landLine',
  'country',
  'email',
  'regionId',
  'districtId',
  'address',
  'about',
  'serviceIds',
  'gdprConsent',
  'notifyMessages',
  ...SOCIAL_NETWORKS.map((n) => `socialLinks.${n}`),
];

/** The form's first values: the agent card when there is one, else what the account already has. */
export function initialValues(profile: Profile, mode: 'create' | 'edit'): AgentFormInput {
  const agent = profile.agent;
  return {
    // Creating takes the account's own name; only the edit form shows name and specialist type.
    ...(mode === 'edit'
      ? {
          fullName: profile.fullName,
          specialistType: profile.specialistType,
          notifyMessages: profile.notifyMessages,
        }
      : {}),
    designation: agent?.designation ?? '',
    phone: agent ? agent.phone : profile.phone,
    landLine: agent?.landLine ?? '',
    country: agent?.country ?? 'UZ',
    email: agent ? agent.email : profile.email,
    regionId: profile.regionId === null ? '' : String(profile.regionId),
    districtId: profile.districtId === null ? '' : String(profile.districtId),
    address: profile.address,
    about: profile.about,
    serviceIds: profile.serviceIds.map(String) as unknown as number[],
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile.social[n] ?? ''])),
    // Only the create form has the box; an edit sends no consent (given once, kept).
    ...(mode === 'create' ? { gdprConsent: false } : {}),
  };
}

type Props = {
  t: TFunction;
  mode: 'create' | 'edit';
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  countries: CountryOption[];
  /** what the form sends to (POST /api/agents or PUT /api/agents/{id}) */
  submit: (body: AgentFormInput) => Promise<{ ok: true } | ApiFailure>;
  /** the photo part of the create form, shown first */
  children?: ReactNode;
  /** after a successful submit; a message here stays under the form (e.g. the photo failed) */
  afterSubmit?: () => Promise<string | null>;
};

export default function AgentForm(props: Props) {
  const { t, mode, profile, regions, services, countries } = props;
  const create = mode === 'create';
  // The schema (and zod) on first use: decision 020.
  const [{ resolver, prefetch }] = useState(() =>
    lazyZodResolver<AgentFormInput>(() =>
      import('@/lib/professionals/agent-profile/agent-profile.schema').then((m) =>
        create ? m.CreateAgentSchema : m.UpdateAgentSchema,
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
  } = useForm<AgentFormInput>({
    resolver,
    defaultValues: initialValues(profile, mode),
  });

  const onSubmit = handleSubmit(async (values) => {
    setState('submitting');
    setFormError(null);
    const result = await props.submit(values);
    if (!result.ok) {
      setState('idle');
      if (applyFieldErrors(setError, result, SERVER_FIELDS)) return;
      setFormError(result.message ?? t('errors:generic'));
      return;
    }
    setState('done');
    const message = (await props.afterSubmit?.()) ?? null;
    if (message) setFormError(message);
    else if (!create) window.setTimeout(() => setState('idle'), 2500);
  });

  const err = (e: Parameters<typeof errorText>[1]) => errorText(t, e);
  const required = <span aria-hidden="true"> *</span>;
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
      {props.children}
      <section className="card profile-section" aria-labelledby="af-card">
        <h2 id="af-card">{t('agentForm:cardTitle')}</h2>
        <div className="profile-cols">
          {!create && (
            <>
              <InputField
                label={t('profile:fullName')}
                autoComplete="name"
                maxLength={LIMITS.short}
                aria-required="true"
                mark={required}
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
            </>
          )}
          <InputField
            label={t('agentForm:designation')}
            hint={t('agentForm:designationHint')}
            autoComplete="organization-title"
            maxLength={LIMITS.short}
            aria-required="true"
            mark={required}
            {...register('designation')}
            error={err(errors.designation)}
          />
          <SelectField
            id="af-country"
            label={t('agentForm:country')}
            options={countries}
            {...register('country')}
            error={err(errors.country)}
          />
          <InputField
            label={t('agentForm:phone')}
            hint={t('agentForm:phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            mark={required}
            {...register('phone')}
            error={err(errors.phone)}
          />
          <InputField
            label={t('agentForm:landLine')}
            type="tel"
            inputMode="tel"
            {...register('landLine')}
            error={err(errors.landLine)}
          />
          <InputField
            label={t('agentForm:email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
            error={err(errors.email)}
          />
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="af-place">
        <h2 id="af-place">{t('profile:personal')}</h2>
        <div className="profile-cols">
          <PlaceFields
            t={t}
            idPrefix="af"
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
          idPrefix="af"
          address={register('address')}
          about={register('about')}
          errors={{ address: err(errors.address), about: err(errors.about) }}
        />
      </section>

      <ServicesSection
        t={t}
        idPrefix="af"
        services={services}
        field={register('serviceIds')}
        error={err(errors.serviceIds as never)}
      />

      <SocialSection
        t={t}
        idPrefix="af"
        field={(network) => register(`socialLinks.${network}`)}
        error={(network) => err(errors.socialLinks?.[network])}
      />

      {!create && (
        <NotifySection
          t={t}
          field={register('notifyMessages')}
          error={err(errors.notifyMessages)}
        />
      )}

      {create && (
        <CheckboxField
          id="af-gdpr"
          label={t('agentForm:gdpr')}
          aria-required="true"
          mark={required}
          {...register('gdprConsent')}
          error={err(errors.gdprConsent)}
        />
      )}

      <div className="profile-actions">
        <SubmitButton
          state={state}
          labels={
            create
              ? {
                  idle: t('agentForm:submit'),
                  submitting: t('agentForm:submitting'),
                  done: t('agentForm:created'),
                }
              : {
                  idle: t('profile:save'),
                  submitting: t('profile:saving'),
                  done: t('profile:saved'),
                }
          }
        />
      </div>
    </form>
  );
}
