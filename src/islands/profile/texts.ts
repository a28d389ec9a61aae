// The texts of the profile islands, passed as their `i18n` prop (islandI18n): the account texts
// and only the parts of `profile` each shows.
import type { TextKey } from '@/lib/i18n/island-texts';
import { ACCOUNT_TEXTS } from '@/islands/auth/texts';

/** What the place, address/about, services and social parts (ProfileParts) show. */
export const PROFILE_PARTS_TEXTS: readonly TextKey[] = [
  'profile:region',
  'profile:district',
  'profile:chooseRegion',
  'profile:chooseDistrict',
  'profile:address',
  'profile:about',
  'profile:services',
  'profile:servicesHint',
  'profile:social',
  'profile:socialTitle',
  'profile:socialHint',
];

/** The profile editor (/account/my-profile). */
export const PROFILE_EDITOR_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'toasts:',
  'auth:confirm',
  'profile:title',
  'profile:personal',
  'profile:contacts',
  'profile:companyTitle',
  'profile:photoTitle',
  'profile:fullName',
  'profile:specialistType',
  'profile:specialistTypeHint',
  'profile:email',
  'profile:phone',
  'profile:notSet',
  'profile:company',
  'profile:save',
  'profile:saving',
  'profile:saved',
  'profile:photo',
  'profile:contact',
  'profile:notifyTitle',
  'profile:notifyMessages',
  ...PROFILE_PARTS_TEXTS,
];

/** The editor of a specialist's profile: the agent form's texts too. */
export const AGENT_PROFILE_EDITOR_TEXTS: readonly TextKey[] = [
  ...PROFILE_EDITOR_TEXTS,
  'agentForm:',
];

/** "Become a specialist" (/agents/create). */
export const BECOME_SPECIALIST_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'agentForm:',
  'profile:personal',
  'profile:photoTitle',
  'profile:photo',
  ...PROFILE_PARTS_TEXTS,
];

/** The specialist cabinet's "activate Pro". */
export const ACTIVATE_PRO_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'profile:cabinet',
  'profile:pro',
  'profile:proNeeds',
];
