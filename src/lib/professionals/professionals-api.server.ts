// Handlers of GET /api/agents, /api/agents/{id}, /api/agencies, /api/agencies/{id}: parse, call, map.
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseQuery } from '@/lib/http/query';
import { LangQuerySchema } from '@/lib/http/query';
import { parseId } from '@/lib/http/params';
import { ProfessionalsQuerySchema, type ProfessionalsQuery } from './professionals.schema';
import { listAgencies, listAgents } from './list-professionals.server';
import { getAgent } from './get-agent.server';
import { getAgency } from './get-agency.server';
import { agencyInScript, agentInScript } from './professional-in-script';
import type { Lang } from '../i18n/languages';

function listInput(query: ProfessionalsQuery, fallback: Lang) {
  return {
    lang: query.Lang ?? fallback,
    pageNumber: query.PageNumber,
    pageSize: query.PageSize,
    order: query.Order,
    sort: query.Sort,
    serviceId: query.ServiceId,
    regionId: query.RegionId,
    search: query.Search,
  };
}

export const listAgentsEndpoint = endpoint(async ({ url, locals }) =>
  json(await listAgents(listInput(parseQuery(url, ProfessionalsQuerySchema), locals.lang))),
);

export const listAgenciesEndpoint = endpoint(async ({ url, locals }) =>
  json(await listAgencies(listInput(parseQuery(url, ProfessionalsQuerySchema), locals.lang))),
);

export const getAgentEndpoint = endpoint(async ({ url, params, locals }) => {
  const q = parseQuery(url, LangQuerySchema);
  const id = parseId(params['id']);
  const lang = q.Lang ?? locals.lang;
  const agent = await getAgent(id, lang);
  if (!agent) throw notFound();
  return json(agentInScript(agent, lang));
});

export const getAgencyEndpoint = endpoint(async ({ url, params, locals }) => {
  const q = parseQuery(url, LangQuerySchema);
  const id = parseId(params['id']);
  const lang = q.Lang ?? locals.lang;
  const agency = await getAgency(id, lang);
  if (!agency) throw notFound();
  return json(agencyInScript(agency, lang));
});
