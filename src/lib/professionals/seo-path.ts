// The spec's `{seoName}~{id}` URL parts (docs/api.md "Page URLs"): the number after the last `~` decides,
// the name part is decoration that must match the canonical one (else 301), a non-number is 404.

export const AGENTS_LIST_PATH = '/professionals/agents/quruvchi-mutaxassislar-xizmati';
export const AGENCIES_LIST_PATH = '/agencies';
/** The spec: "the name defaults to user" when an agent has no usable slug. */
const DEFAULT_AGENT_NAME = 'user';
const DEFAULT_AGENCY_NAME = 'company';

const seg = (s: string) => encodeURIComponent(s);

/** The name part of an agent's URL. */
export function agentSlug(a: { seoName: string }): string {
  return a.seoName || DEFAULT_AGENT_NAME;
}

export function agencySlug(a: { seoName: string }): string {
  return a.seoName || DEFAULT_AGENCY_NAME;
}

export function agentPath(a: { id: number; seoName: string }): string {
  return `/agent/${seg(agentSlug(a))}~${a.id}`;
}

export function agencyPath(a: { id: number; seoName: string }): string {
  return `/agency/${seg(agencySlug(a))}~${a.id}`;
}

/** The agents list filtered by one service. */
export function serviceAgentsPath(s: { id: number; seoUrl: string }): string {
  return `/professionals/agents/${seg(s.seoUrl)}~${s.id}`;
}
