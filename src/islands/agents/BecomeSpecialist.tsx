// /agents/create: the photo and the agent form. The profile is created first (POST /api/agents);
// the chosen photo is then sent to POST /api/accounts/me/photo, which writes it to the account and
// the new agent card at once. Then the specialist cabinet opens — a new page, rendered with the
// session that already has the Agent role — where PRO is activated; "Created" is its toast.
import { useEffect, useRef, useState } from 'react';
import type { Profile } from '@/lib/accounts/get-profile.server';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { InputField } from '@/islands/common/Fields';
import { initials } from '@/lib/ui/initials';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import AgentForm, { type CountryOption } from './AgentForm';
import '@/islands/auth/auth.css';
import '@/islands/profile/profile.css';

export const AFTER_CREATE = '/specialist-cabinet?toast=created';

type Props = {
  i18n: IslandI18n;
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  countries: CountryOption[];
};

export default function BecomeSpecialist({ i18n, profile, regions, services, countries }: Props) {
  const t = useIslandT(i18n);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState(false);
  /** The chosen photo, sent once the profile exists (nothing on screen reads it). */
  const fileRef = useRef<File | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (f: File | null) => {
    fileRef.current = f;
    setPreview(f ? URL.createObjectURL(f) : null);
  };

  /** The photo after the profile exists; null when all went well and the cabinet is opening. */
  const afterSubmit = async (): Promise<string | null> => {
    const chosen = fileRef.current;
    if (chosen) {
      const form = new FormData();
      form.append('file', chosen);
      const r = await callApi('/api/accounts/me/photo', { form });
      if (!r.ok) {
        setPhotoError(true);
        return t('agentForm:photoFailed', {
          message: r.fields.file ?? r.message ?? t('errors:generic'),
        });
      }
    }
    window.location.assign(AFTER_CREATE);
    return null;
  };

  const shown = preview ?? profile.image.imagePath;
  return (
    <AgentForm
      t={t}
      lang={i18n.lang}
      mode="create"
      profile={profile}
      regions={regions}
      services={services}
      countries={countries}
      submit={(body) => callApi('/api/agents', { method: 'POST', body })}
      afterSubmit={afterSubmit}
    >
      <section className="card profile-section" aria-labelledby="af-photo">
        <h2 id="af-photo">{t('profile:photoTitle')}</h2>
        <div className="profile-photo">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('profile:photo.preview') : t('profile:photo.current')}
              width={96}
              height={96}
            />
          ) : (
            <span className="avatar-initials" aria-hidden="true">
              {initials(profile.fullName)}
            </span>
          )}
          <InputField
            id="af-photo-file"
            label={t('profile:photo.choose')}
            hint={t('agentForm:photoHint')}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </div>
        {photoError && (
          <p>
            <a className="btn" href={AFTER_CREATE}>
              {t('agentForm:continue')}
            </a>
          </p>
        )}
      </section>
    </AgentForm>
  );
}
