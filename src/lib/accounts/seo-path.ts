// The spec's `{seoName}~{id}` URL parts (docs/api.md "Page URLs"): the number after the last `~` decides,
// the name part is decoration that must match the canonical one (else 301), a non-number is 404.

export const AGENTS_LIST_PATH = '/professionals/agents/quruvchi-mutaxassislar-xizmati';
export const AGENCIES_LIST_PATH = '/agencies';
/** The spec: "the name defaults to user" when an agent has no usable slug. */
const DEFAULT_AGENT_NAME = 'user';
const DEFAULT_AGENCY_NAME = 'company';

const seg = (s: string) => encodeURIComponent(s);

/** The name part of an agent's URL. */
export function agentSlug(agent: { seoName: string }): string {
  return agent.seoName || DEFAULT_AGENT_NAME;
}

export function agencySlug(agency: { seoName: string }): string {
  return agency.seoName || DEFAULT_AGENCY_NAME;
}

export function agentPath(agent: { id: number; seoName: string }): string {
  return `/agent/${seg(agentSlug(agent))}~${agent.id}`;
}

export function agencyPath(agency: { id: number; seoName: string }): string {
  return `/agency/${seg(agencySlug(agency))}~${agency.id}`;
}

/** The agents list filtered by one service. */
export function serviceAgentsPath(service: { id: number; seoUrl: string }): string {
  return `/professionals/agents/${seg(service.seoUrl)}~${service.id}`;
}
