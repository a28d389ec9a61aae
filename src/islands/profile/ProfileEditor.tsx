// "My profile" (/account/my-profile): the photo in its modal, the phone and e-mail with their
// change dialogs, and the profile form. PRO status is rendered by the page around this island.
// An account with an agent card edits it with the agent form (PUT /api/agents/{id}), which keeps
// the account's own profile in step; every other account keeps the account form.
import { useState } from 'react';
import type { Profile } from '@/lib/accounts/get-profile.server';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import ContactDialog from './ContactDialog';
import PhotoDialog from './PhotoDialog';
import ProfileForm from './ProfileForm';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import AgentForm, { type CountryOption } from '@/islands/agents/AgentForm';
import { callApi } from '@/islands/common/api';
import { notify } from '@/lib/ui/notify';
import '@/islands/auth/auth.css';
import './profile.css';
import { pureIsland } from '@/islands/pure';

type Props = {
  i18n: IslandI18n;
  profile: Profile;
  regions: RegionOption[];
  services: ServiceOption[];
  countries: CountryOption[];
};

export default function ProfileEditor({
  i18n,
  profile: initial,
  regions,
  services,
  countries,
}: Props) {
  const t = useIslandT(i18n);
  const [profile, setProfile] = useState(initial);
  return (
    <div className="profile-grid">
      <section className="card profile-section" aria-labelledby="pf-photo">
        <h2 id="pf-photo">{t('profile:photoTitle')}</h2>
        <PhotoDialog
          t={t}
          name={profile.fullName}
          photo={profile.image.imagePath}
          onChange={(imagePath) => setProfile((p) => ({ ...p, image: { imagePath } }))}
        />
      </section>
      <section className="card profile-section" aria-labelledby="pf-contacts">
        <h2 id="pf-contacts">{t('profile:contacts')}</h2>
        <ContactDialog
          t={t}
          kind="phone"
          value={profile.phone}
          onChange={(phone) => setProfile((p) => ({ ...p, phone }))}
        />
        <ContactDialog
          t={t}
          kind="email"
          value={profile.email}
          onChange={(email) => setProfile((p) => ({ ...p, email }))}
        />
      </section>
      {profile.agentId !== null && profile.agent ? (
        <AgentForm
          t={t}
          lang={i18n.lang}
          mode="edit"
          profile={profile}
          regions={regions}
          services={services}
          countries={countries}
          submit={(body) => callApi(`/api/agents/${profile.agentId}`, { method: 'PUT', body })}
          afterSubmit={async () => {
            notify('profileUpdated', t);
            const fresh = await callApi<Profile>('/api/accounts/me');
            if (fresh.ok) setProfile(fresh.data);
            return null;
          }}
        />
      ) : (
        <ProfileForm
          t={t}
          lang={i18n.lang}
          profile={profile}
          regions={regions}
          services={services}
          onSaved={setProfile}
        />
      )}
    </div>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(ProfileEditor);
