// The countries an agent may name (docs/product.md §3: agent fields include country), stored as
// ISO 3166-1 alpha-2. A short list of where people here live and work — Uzbekistan, its Central
// Asian neighbours, and the countries many builders and designers come from or work in — rather
// than all 250: a long select is hard to use on a phone. The form and the API take the same list.
// Their names in a language: country-names.server.ts (kept out of the browser's schema chunk).

export const AGENT_COUNTRIES = [
  'UZ',
  'KZ',
  'KG',
  'TJ',
  'TM',
  'AF',
  'AZ',
  'RU',
  'BY',
  'UA',
  'TR',
  'KR',
  'CN',
  'AE',
  'SA',
  'IR',
  'IN',
  'PK',
  'DE',
  'US',
] as const;
export type AgentCountry = (typeof AGENT_COUNTRIES)[number];
export const DEFAULT_COUNTRY: AgentCountry = 'UZ';

export function isAgentCountry(code: string): code is AgentCountry {
  return (AGENT_COUNTRIES as readonly string[]).includes(code);
}
