// /agent/{seoName}~{seoAgentId}: the number decides; a wrong name part answers 301 to the canonical
// URL; a non-number or an unknown agent answers 404. loadAgentPage returns the whole view model:
// meta and JSON-LD (a Person), the agent in the reader's script, the lines of its header, its
// projects.
import type { AstroGlobal } from 'astro';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { joinDistinct } from '@/lib/i18n/join-distinct';
import { excerpt } from '@/lib/news/article';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { agencyPath, agentPath, agentSlug } from '@/lib/accounts/seo-path';
import { resolveSeoPage } from '@/lib/professionals/seo-page.server';
import { getAgent, type AgentDetail } from '@/lib/professionals/get-agent.server';
import { agentInScript } from '@/lib/professionals/professional-in-script';
import { agentProjects } from '@/lib/professionals/professional-projects.server';
import { aggregateRatingLd } from '@/lib/professionals/rating-json-ld';
import { countryName } from '@/lib/professionals/agent-profile/country-names.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import { quickCards } from '@/lib/quotes/quick-badge.server';
import type { CanonicalRedirect, PageMeta } from '@/lib/pages/page-meta';

export type AgentView = {
  meta: PageMeta;
  agent: AgentDetail;
  projects: ProjectCard[];
  /** District and region, each once ('' when none). */
  place: string;
  /** The country when it is not Uzbekistan (where most agents work), else ''. */
  abroad: string;
  /** Designation and specialist type, said once when they are the same. */
  subtitle: string;
  /** "Responds quickly" to quote requests. */
  quick: boolean;
};

export type AgentPage =
  { kind: 'page'; view: AgentView } | CanonicalRedirect | { kind: 'notFound' };

export async function loadAgentPage(
  ctx: Pick<AstroGlobal, 'params' | 'url' | 'locals'>,
): Promise<AgentPage> {
  const { t, lang } = ctx.locals;
  const resolved = await resolveSeoPage(
    ctx.params.slug,
    // The same for every visitor: kept until the agent's tables change (docs/performance.md).
    (id) =>
      cachedRead(`agent-page:${id}:${lang}`, async () => {
        const found = await getAgent(id, lang);
        return found && agentInScript(found, lang);
      }),
    agentSlug,
    agentPath,
  );
  if (resolved.kind === 'notFound') return resolved;
  if (resolved.kind === 'redirect')
    return { kind: 'redirect', location: resolved.path + ctx.url.search, status: 301 };
  const { item: agent, path } = resolved;
  const [projects, quick] = await Promise.all([
    cachedRead(`agent-page:projects:${agent.accountId}:${lang}`, () =>
      agentProjects(agent.accountId, lang),
    ),
    quickCards('agent', [agent.id]),
  ]);

  const place = joinDistinct([agent.districtName, agent.regionName], ', ');
  const abroad = agent.country !== 'UZ' ? countryName(agent.country, lang) : '';
  const description =
    excerpt(agent.about, 160) ||
    t('professionals:agent.description', {
      name: agent.fullName,
      place: place || abroad || countryName(agent.country, lang),
    });
  const origin = publicOrigin(ctx.url);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.fullName,
    url: new URL(path, origin).toString(),
    ...(agent.designation ? { jobTitle: agent.designation } : {}),
    ...(agent.image ? { image: new URL(agent.image.imagePath, origin).toString() } : {}),
    ...(agent.regionName
      ? {
          address: {
            '@type': 'PostalAddress',
            addressRegion: agent.regionName,
            addressCountry: agent.country,
          },
        }
      : {}),
    ...(agent.agency
      ? {
          worksFor: {
            '@type': 'Organization',
            name: agent.agency.companyName,
            url: new URL(agencyPath(agent.agency), origin).toString(),
          },
        }
      : {}),
    ...aggregateRatingLd(agent),
  };
  return {
    kind: 'page',
    view: {
      meta: {
        title: agent.fullName,
        description,
        canonicalPath: path,
        ogType: 'profile',
        jsonLd,
        ...(agent.image ? { image: agent.image.imagePath } : {}),
      },
      agent,
      projects,
      place,
      abroad,
      subtitle: joinDistinct([agent.designation, agent.specialistType], ' · '),
      quick: quick.has(agent.id),
    },
  };
}
