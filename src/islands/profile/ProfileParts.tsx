// Pieces both profile forms show ("My profile" and the agent form): the region → district pair
// (the district list follows the region, a district of another region is cleared), the address and
// about fields, the service tree (top-level services as groups, their sub-services as checkboxes),
// the social links and the "new message" notices setting. Each form passes its own field names
// (the agent form sends `socialLinks`, the account form `social`) and an id prefix (af / pf).
// The controls are uncontrolled (useSchemaForm, docs/decisions/014): each gets its name and first
// value; the form reads them on submit.
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/lib/accounts/social-networks';
import { LIMITS } from '@/lib/validation/limits';
import {
  CheckboxField,
  FieldMessages,
  InputField,
  SelectField,
  TextareaField,
} from '@/islands/common/Fields';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import type { Lang } from '@/lib/i18n/languages';
import { callApi } from '@/islands/common/api';

/** A text control's name and first value. */
export type FieldProps = { name: string; defaultValue: string };
/** A checkbox's name and first state. */
export type CheckProps = { name: string; defaultChecked: boolean };

export function PlaceFields({
  t,
  lang,
  idPrefix,
  regions,
  region,
  district,
  regionValue,
  districtValue,
  clearDistrict,
  errors,
}: {
  t: TFunction;
  lang: Lang;
  idPrefix: string;
  /** the regions; only the account's own region need come with its districts */
  regions: RegionOption[];
  region: FieldProps;
  district: FieldProps;
  /** the region and district chosen now (watched by the form) */
  regionValue: unknown;
  districtValue: unknown;
  clearDistrict: () => void;
  errors: { region?: string | undefined; district?: string | undefined };
}) {
  const regionId = Number(regionValue) || null;
  // Every region with its districts, read from GET /api/regions the first time a region whose
  // districts the page did not send is chosen (docs/performance.md#account-pages).
  const [all, setAll] = useState<RegionOption[] | null>(null);
  const known = (all ?? regions).find((r) => r.id === regionId)?.districts;
  useEffect(() => {
    if (regionId === null || known !== undefined || all !== null) return;
    let current = true;
    void callApi<{ items: RegionOption[] }>('/api/regions', { lang }).then((r) => {
      // A failed read leaves the list empty; choosing a region again tries again.
      if (current && r.ok) setAll(r.data.items);
    });
    return () => {
      current = false;
    };
  }, [regionId]); // eslint-disable-line react-hooks/exhaustive-deps -- on a region change only
  const districts = known ?? [];
  // A district of the previous region is no longer valid once the region changes (checked once
  // the new region's districts are known).
  useEffect(() => {
    const d = Number(districtValue);
    if (d && known !== undefined && !known.some((x) => x.id === d)) clearDistrict();
  }, [regionId, known]); // eslint-disable-line react-hooks/exhaustive-deps -- on a region change only, not as the district is typed or clearDistrict remade
  return (
    <>
      <SelectField
        id={`${idPrefix}-region`}
        label={t('profile:region')}
        error={errors.region}
        placeholder={t('profile:chooseRegion')}
        options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
        {...region}
      />
      <SelectField
        id={`${idPrefix}-district`}
        label={t('profile:district')}
        error={errors.district}
        placeholder={t('profile:chooseDistrict')}
        options={districts.map((d) => ({ value: String(d.id), label: d.name }))}
        {...district}
        disabled={!regionId}
      />
    </>
  );
}

export function ServiceTree({
  t,
  id,
  services,
  field,
  error,
}: {
  t: TFunction;
  id: string;
  services: ServiceOption[];
  field: { name: string; checked: readonly string[] };
  error: string | undefined;
}) {
  return (
    <>
      <FieldMessages id={id} hint={t('profile:servicesHint')} />
      {services.map((service) => (
        <fieldset
          className="service-group"
          key={service.id}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        >
          <legend>{service.name}</legend>
          <div className="service-list">
            {(service.subServices.length ? service.subServices : [service]).map((sub) => (
              <label className="checkbox" key={sub.id}>
                <input
                  type="checkbox"
                  name={field.name}
                  value={String(sub.id)}
                  defaultChecked={field.checked.includes(String(sub.id))}
                />{' '}
                {sub.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldMessages id={id} error={error} />
    </>
  );
}

/** The address and the "about" text, under the region and district. */
export function AddressAboutFields(props: {
  t: TFunction;
  idPrefix: string;
  address: FieldProps;
  about: FieldProps;
  errors: { address?: string | undefined; about?: string | undefined };
}) {
  const { t, errors } = props;
  return (
    <>
      <InputField
        label={t('profile:address')}
        autoComplete="address-line1"
        maxLength={LIMITS.short}
        {...props.address}
        error={errors.address}
      />
      <TextareaField
        id={`${props.idPrefix}-about`}
        label={t('profile:about')}
        error={errors.about}
        maxLength={LIMITS.long}
        {...props.about}
      />
    </>
  );
}

/** The service types card (at least one for specialists and companies: docs/product.md §5). */
export function ServicesSection(props: {
  t: TFunction;
  idPrefix: string;
  services: ServiceOption[];
  field: { name: string; checked: readonly string[] };
  error: string | undefined;
}) {
  const id = `${props.idPrefix}-services`;
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <h2 id={id}>{props.t('profile:services')}</h2>
      <ServiceTree
        t={props.t}
        id={id}
        services={props.services}
        field={props.field}
        error={props.error}
      />
    </section>
  );
}

/** The body's object of social links: `social` for the account, `socialLinks` for the agent card. */
export type SocialGroup = 'social' | 'socialLinks';

/** The social links' field names (`social.telegram` …), for a form's server field list. */
export const socialFieldNames = (group: SocialGroup) =>
  SOCIAL_NETWORKS.map((network) => `${group}.${network}`);

/** The social links' first values by field name. */
export function socialFirstValues(
  group: SocialGroup,
  social: Partial<Record<SocialNetwork, string | null>>,
): Record<string, string> {
  return Object.fromEntries(SOCIAL_NETWORKS.map((n) => [`${group}.${n}`, social[n] ?? '']));
}

/** The social accounts card: one URL field per network, named `<group>.<network>`. */
export function SocialSection(props: {
  t: TFunction;
  idPrefix: string;
  group: SocialGroup;
  field: (name: string) => FieldProps;
  error: (name: string) => string | undefined;
}) {
  const { t } = props;
  const id = `${props.idPrefix}-social`;
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <h2 id={id}>{t('profile:socialTitle')}</h2>
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
            {...props.field(`${props.group}.${network}`)}
            error={props.error(`${props.group}.${network}`)}
          />
        ))}
      </div>
    </section>
  );
}

/** "Notify me of new messages by SMS/e-mail" (accounts.notifyMessages, src/lib/messages/notices/). */
export function NotifySection(props: {
  t: TFunction;
  field: CheckProps;
  error: string | undefined;
}) {
  return (
    <section className="card profile-section" aria-labelledby="pf-notify">
      <h2 id="pf-notify">{props.t('profile:notifyTitle')}</h2>
      <CheckboxField
        id="pf-notify-messages"
        label={props.t('profile:notifyMessages')}
        {...props.field}
        error={props.error}
      />
    </section>
  );
}
