// What the project page says about a project, worked out from its detail in the reader's language:
// the price line, the meta description (what search results and link previews show), the
// description's paragraphs and the map link. Pure: the page loader (detail-page.server.ts) calls
// these, the template only lays the results out.
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';
import { formatArea, formatSom } from '@/lib/i18n/format';
import { labelKey } from '@/lib/projects/labels';
import type { ProjectDetail } from '@/lib/projects/project-detail';

export type PriceLine = {
  /** The asking price, or "negotiable" when there is none. */
  text: string;
  /** A priced project that is also negotiable: the price and the mark beside it. */
  negotiable: boolean;
};

/** A negotiable project shows its asking price, marked negotiable; without a price, the word. */
export function priceLine(
  project: Pick<ProjectDetail, 'price' | 'isNegotiable'>,
  t: TFunction,
  lang: Lang,
): PriceLine {
  return {
    text: project.price > 0 ? formatSom(project.price, lang) : t('projects:negotiable'),
    negotiable: project.isNegotiable && project.price > 0,
  };
}

const DESCRIPTION_EXCERPT = 120;

/** "Price. Status · type · area · storeys. Place. The description's start…" */
export function metaDescription(
  project: ProjectDetail,
  price: PriceLine,
  place: string,
  t: TFunction,
  lang: Lang,
): string {
  const facts = [
    t(labelKey('status', project.status)),
    t(labelKey('propertyType', project.propertyType)),
    project.area > 0 ? formatArea(project.area, lang) : null,
    t(labelKey('storeys', project.storeys)),
  ]
    .filter(Boolean)
    .join(' · ');
  const flat = project.description.replace(/\s+/g, ' ').trim();
  return [
    `${price.text}${price.negotiable ? ` (${t('projects:negotiable')})` : ''}. ${facts}.`,
    place,
    flat.length > DESCRIPTION_EXCERPT ? `${flat.slice(0, DESCRIPTION_EXCERPT - 1)}…` : flat,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The description as typed, cut at blank lines into paragraphs. */
export function paragraphsOf(description: string): string[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The project's pin on OpenStreetMap, or null without coordinates. */
export function mapUrlOf(location: ProjectDetail['location']): string | null {
  if (!location) return null;
  const { latitude: lat, longitude: lon } = location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
