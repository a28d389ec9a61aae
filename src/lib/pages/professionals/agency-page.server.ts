// /agency/{seoName}~{id}: the number decides; a wrong name part answers 301 to the canonical URL;
// a non-number or an unknown agency answers 404. loadAgencyPage returns the whole view model: meta
// and JSON-LD (an Organization), the agency in the reader's script, its place line, its projects.
import type { AstroGlobal } from 'astro';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { joinDistinct } from '@/lib/i18n/join-distinct';
import { excerpt } from '@/lib/news/article';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { agencyPath, agencySlug } from '@/lib/accounts/seo-path';
import { resolveSeoPage } from '@/lib/professionals/seo-page.server';
import { getAgency, type AgencyDetail } from '@/lib/professionals/get-agency.server';
import { agencyInScript } from '@/lib/professionals/professional-in-script';
import { agencyProjects } from '@/lib/professionals/professional-projects.server';
import { aggregateRatingLd } from '@/lib/professionals/rating-json-ld';
import type { ProjectCard } from '@/lib/projects/project-card';
import { quickCards } from '@/lib/quotes/quick-badge.server';
import type { CanonicalRedirect, PageMeta } from '@/lib/pages/page-meta';

export type AgencyView = {
  meta: PageMeta;
  agency: AgencyDetail;
  projects: ProjectCard[];
  /** District and region, each once ('' when none). */
  place: string;
  /** "Responds quickly" to quote requests. */
  quick: boolean;
};

export type AgencyPage =
  { kind: 'page'; view: AgencyView } | CanonicalRedirect | { kind: 'notFound' };

export async function loadAgencyPage(
  ctx: Pick<AstroGlobal, 'params' | 'url' | 'locals'>,
): Promise<AgencyPage> {
  const { t, lang } = ctx.locals;
  const resolved = await resolveSeoPage(
    ctx.params.slug,
    // The same for every visitor: kept until the agency's tables change (docs/performance.md).
    (id) =>
      cachedRead(`agency-page:${id}:${lang}`, async () => {
        const found = await getAgency(id, lang);
        return found && agencyInScript(found, lang);
      }),
    agencySlug,
    agencyPath,
  );
  if (resolved.kind === 'notFound') return resolved;
  if (resolved.kind === 'redirect')
    return { kind: 'redirect', location: resolved.path + ctx.url.search, status: 301 };
  const { item: agency, path } = resolved;
  const [projects, quick] = await Promise.all([
    cachedRead(`agency-page:projects:${agency.id}:${lang}`, () => agencyProjects(agency.id, lang)),
    quickCards('agency', [agency.id]),
  ]);

  const place = joinDistinct([agency.districtName, agency.regionName], ', ');
  const description =
    excerpt(agency.about, 160) ||
    t('professionals:agency.description', {
      name: agency.companyName,
      place: place || agency.fullAddress,
    });
  const origin = publicOrigin(ctx.url);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: agency.companyName,
    url: new URL(path, origin).toString(),
    ...(agency.image ? { logo: new URL(agency.image.imagePath, origin).toString() } : {}),
    ...(agency.fullAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: agency.fullAddress,
            ...(agency.regionName ? { addressRegion: agency.regionName } : {}),
            addressCountry: 'UZ',
          },
        }
      : {}),
    ...(agency.tin ? { taxID: agency.tin } : {}),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: agency.workers.length },
    ...aggregateRatingLd(agency),
  };
  return {
    kind: 'page',
    view: {
      meta: {
        title: agency.companyName,
        description,
        canonicalPath: path,
        jsonLd,
        ...(agency.image ? { image: agency.image.imagePath } : {}),
      },
      agency,
      projects,
      place,
      quick: quick.has(agency.id),
    },
  };
}
