// The first values of a profile form's uncontrolled inputs (ProfileForm, AgentForm): read once, so
// a save never puts the server's values over what the person is typing (docs/decisions/014).
import { useState } from 'react';
import type { Profile } from '@/lib/accounts/get-profile.server';

export function useFirstValues(profile: Profile, values: () => Record<string, string>) {
  const [first] = useState(values);
  const [firstChecks] = useState(() => ({
    serviceIds: profile.serviceIds.map(String),
    notifyMessages: profile.notifyMessages,
  }));
  /** A text field's name and first value, to spread on the input. */
  const field = (name: string) => ({ name, defaultValue: first[name] ?? '' });
  return { first, firstChecks, field };
}
