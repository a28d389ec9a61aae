// Agents and agencies as a reader of `lang` sees them: the texts their owners wrote (names,
// company names, designations, addresses, "about") with their Uzbek in the page's script
// (src/lib/i18n/translit-user.ts). Applied to pages, directories and read endpoints; the write
// endpoints answer the text as typed, because their answer refills the edit form.
import { inReaderScript } from '@/lib/i18n/translit-user';
import type { Lang } from '@/lib/i18n/languages';
import type { AgentDetail } from './get-agent.server';
import type { AgencyDetail } from './get-agency.server';
import type { AgencyCard, AgentCard } from './cards';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A copy of `item` with the named string fields in the reader's script. */
export function textsInScript<T extends object>(item: T, keys: TextKeys<T>[], lang: Lang): T {
  if (lang !== 'uz' && lang !== 'oz') return item;
  const out = { ...item };
  for (const key of keys) out[key] = inReaderScript(item[key] as string, lang) as T[typeof key];
  return out;
}

type AgencyRef = { id: number; seoName: string; companyName: string } | null;
const agencyRef = (agency: AgencyRef, lang: Lang): AgencyRef =>
  agency && textsInScript(agency, ['companyName'], lang);

export function agentCardInScript(card: AgentCard, lang: Lang): AgentCard {
  const out = textsInScript(card, ['fullName', 'designation', 'specialistType'], lang);
  return { ...out, agency: agencyRef(card.agency, lang) };
}

export function agencyCardInScript(card: AgencyCard, lang: Lang): AgencyCard {
  return textsInScript(card, ['companyName', 'directorName'], lang);
}

export function agentInScript(agent: AgentDetail, lang: Lang): AgentDetail {
  const out = textsInScript(
    agent,
    ['fullName', 'designation', 'specialistType', 'address', 'about'],
    lang,
  );
  return { ...out, agency: agencyRef(agent.agency, lang) };
}

export function agencyInScript(agency: AgencyDetail, lang: Lang): AgencyDetail {
  const out = textsInScript(agency, ['companyName', 'fullAddress', 'directorName', 'about'], lang);
  return {
    ...out,
    workers: agency.workers.map((w) => textsInScript(w, ['fullName', 'designation'], lang)),
  };
}
