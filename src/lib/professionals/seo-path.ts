// The spec's `{seoName}~{id}` URL parts (api.md "Page URLs"): the number after the last `~` decides,
// the name part is decoration that must match the canonical one (else 301), a non-number is 404.

export const AGENTS_LIST_PATH = '/professionals/agents/quruvchi-mutaxassislar-xizmati';
export const AGENCIES_LIST_PATH = '/agencies';
/** The spec: "the name defaults to user" when an agent has no usable slug. */
const DEFAULT_AGENT_NAME = 'user';
const DEFAULT_AGENCY_NAME = 'company';

export type SeoParam = { name: string; id: number };

/**
 * `ali-valiyev~12` → { name: 'ali-valiyev', id: 12 }; `~12` → name ''; no `~`, an empty or
 * non-numeric id, or an id beyond int4 → null (the caller answers 404).
 */
export function parseSeoParam(raw: string | undefined): SeoParam | null {
  if (!raw) return null;
  const at = raw.lastIndexOf('~');
  if (at < 0) return null;
  const idPart = raw.slice(at + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(idPart)) return null;
  const id = Number(idPart);
  if (id > 2_147_483_647) return null;
  return { name: raw.slice(0, at), id };
}

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
