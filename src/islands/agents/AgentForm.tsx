// The agent form (docs/product.md §3: agent fields include designation, land line and country;
// §5: at least one service, GDPR consent). `create` is /agents/create (POST /api/agents, the photo
// uploaded once the profile exists); `edit` is "My profile" of an account with an agent card
// (PUT /api/agents/{id}, with the name and specialist type the account form would show).
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Profile } from '@/lib/accounts/get-profile.server';
import type {
  CreateAgentData,
  UpdateAgentData,
} from '@/lib/professionals/agent-profile/agent-profile.schema';
import { LIMITS } from '@/lib/validation/limits';
import type { ApiFailure } from '@/islands/common/api';
import { CheckboxField, InputField, SelectField } from '@/islands/common/Fields';
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
} from '@/islands/profile/ProfileParts';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import type { Lang } from '@/lib/i18n/languages';

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
  ...socialFieldNames('socialLinks'),
];

/** The text fields' first values (by field name): the agent card when there is one, else what the
 *  account already has. */
export function initialValues(profile: Profile, mode: 'create' | 'edit'): Record<string, string> {
  const agent = profile.agent;
  return {
    // Creating takes the account's own name; only the edit form shows name and specialist type.
    ...(mode === 'edit'
      ? { fullName: profile.fullName, specialistType: profile.specialistType }
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
    ...socialFirstValues('socialLinks', profile.social),
  };
}

type Props = {
  t: TFunction;
  lang: Lang;
  mode: 'create' | 'edit';
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  countries: CountryOption[];
  /** what the form sends to (POST /api/agents or PUT /api/agents/{id}) */
  submit: (body: CreateAgentData | UpdateAgentData) => Promise<{ ok: true } | ApiFailure>;
  /** the photo part of the create form, shown first */
  children?: ReactNode;
  /** after a successful submit; a message here stays under the form (e.g. the photo failed) */
  afterSubmit?: () => Promise<string | null>;
};

export default function AgentForm(props: Props) {
  const { t, lang, mode, profile, regions, services, countries } = props;
  const create = mode === 'create';
  const { first, firstChecks, field } = useFirstValues(profile, () => initialValues(profile, mode));
  // The schema (and zod) on first use: docs/performance.md#lcp-and-script-budgets. Only the create
  // form has the consent box; an edit sends no consent (given once, kept), but the account's
  // notices setting.
  const form = useSchemaForm(
    () =>
      import('@/lib/professionals/agent-profile/agent-profile.schema').then((m) =>
        create ? m.CreateAgentSchema : m.UpdateAgentSchema,
      ),
    {
      checkboxes: create ? ['gdprConsent'] : ['notifyMessages'],
      arrays: ['serviceIds'],
      watch: { regionId: first.regionId!, districtId: first.districtId! },
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await props.submit(values);
    if (!result.ok) return form.fail(result, SERVER_FIELDS, t('errors:generic'));
    form.done();
    const message = (await props.afterSubmit?.()) ?? null;
    if (message) form.setFormError(message);
    else if (!create) form.done(2500);
  });

  const err = (name: string) => form.errorOf(t, name);
  const required = <span aria-hidden="true"> *</span>;
  return (
    <form {...form.formProps(onSubmit)} onPointerDown={form.prefetch} className="profile-grid">
      <FormError message={form.formError} />
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
            </>
          )}
          <InputField
            label={t('agentForm:designation')}
            hint={t('agentForm:designationHint')}
            autoComplete="organization-title"
            maxLength={LIMITS.short}
            aria-required="true"
            mark={required}
            {...field('designation')}
            error={err('designation')}
          />
          <SelectField
            id="af-country"
            label={t('agentForm:country')}
            options={countries}
            {...field('country')}
            error={err('country')}
          />
          <InputField
            label={t('agentForm:phone')}
            hint={t('agentForm:phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            mark={required}
            {...field('phone')}
            error={err('phone')}
          />
          <InputField
            label={t('agentForm:landLine')}
            type="tel"
            inputMode="tel"
            {...field('landLine')}
            error={err('landLine')}
          />
          <InputField
            label={t('agentForm:email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
            error={err('email')}
          />
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="af-place">
        <h2 id="af-place">{t('profile:personal')}</h2>
        <div className="profile-cols">
          <PlaceFields
            t={t}
            lang={lang}
            idPrefix="af"
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
          idPrefix="af"
          address={field('address')}
          about={field('about')}
          errors={{ address: err('address'), about: err('about') }}
        />
      </section>

      <ServicesSection
        t={t}
        idPrefix="af"
        services={services}
        field={{ name: 'serviceIds', checked: firstChecks.serviceIds }}
        error={err('serviceIds')}
      />

      <SocialSection t={t} idPrefix="af" group="socialLinks" field={field} error={err} />

      {!create && (
        <NotifySection
          t={t}
          field={{ name: 'notifyMessages', defaultChecked: firstChecks.notifyMessages }}
          error={err('notifyMessages')}
        />
      )}

      {create && (
        <CheckboxField
          id="af-gdpr"
          label={t('agentForm:gdpr')}
          aria-required="true"
          mark={required}
          name="gdprConsent"
          error={err('gdprConsent')}
        />
      )}

      <div className="profile-actions">
        <SubmitButton
          state={form.status}
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
