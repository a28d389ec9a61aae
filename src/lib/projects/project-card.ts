// The project card: the one shape of a project in every list — GET /api/projects, the catalog, the
// featured strip, the selected list, the home page, agent and agency pages — and what
// src/components/ProjectCard.astro renders. Plain types and path helpers only (no database
// client), so islands and pages share them; project-card.server.ts builds the cards.
import type { ImageVariant } from '@/lib/db/schema';
import type { PropertyType, ProjectStatus, Storeys } from './labels';

export type ProjectImage = { id: number; width: number; height: number; variants: ImageVariant[] };

/** Who shows a project: the OpenAPI document takes this list. */
export const OWNER_KINDS = ['agent', 'agency', 'user'] as const;
type OwnerKind = (typeof OWNER_KINDS)[number];

/** docs/api.md `owner { accountId, fullName, agentId?, agencyId? }`, plus what a card shows of it. */
export type ProjectOwner = {
  accountId: number;
  fullName: string;
  agentId?: number;
  agencyId?: number;
  kind: OwnerKind;
  /** The name shown: the agency's company name, else the agent's or account's full name. */
  displayName: string;
  photo: string | null;
  /** /agent/{seoName}~{id} or /agency/{seoName}~{id}; null for an ordinary user. */
  profileUrl: string | null;
};

export type NamedRef = { id: number; name: string };

export type ProjectCard = {
  id: number;
  seoProjectCode: string;
  seoProjectUrl: string;
  /** Canonical page path, /project/details/{code}/{seoUrl}. */
  url: string;
  title: string;
  status: ProjectStatus;
  propertyType: PropertyType;
  price: number;
  isNegotiable: boolean;
  area: number;
  storeys: Storeys;
  categoryId: number | null;
  regionId: number | null;
  districtId: number | null;
  region: NamedRef | null;
  district: NamedRef | null;
  /** The first image (position 0), or null. */
  image: ProjectImage | null;
  owner: ProjectOwner;
  viewCount: number;
  saveCount: number;
  isFeatured: boolean;
  isActive: boolean;
  /** A paid promotion runs until promotedUntil: first in the default order, marked "TOP". */
  isPromoted: boolean;
  promotedUntil: string | null;
  createdAt: string;
};

export function projectPath(project: { code: string; seoUrl: string }): string {
  return `/project/details/${encodeURIComponent(project.code)}/${encodeURIComponent(project.seoUrl || 'project')}`;
}

export function categoryPath(category: { id: number; seoUrl: string }): string {
  return `/projects/${encodeURIComponent(category.seoUrl || 'category')}~${category.id}`;
}

/** The variant of `format` closest above `width` (or the largest), for `src` fallbacks and og:image. */
export function pickVariant(
  variants: ImageVariant[],
  width: number,
  format: 'avif' | 'webp' = 'webp',
): ImageVariant | null {
  const same = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const pool = same.length > 0 ? same : [...variants].sort((a, b) => a.width - b.width);
  return pool.find((v) => v.width >= width) ?? pool[pool.length - 1] ?? null;
}

/** `srcset` of one format: "/media/…-320.webp 320w, /media/…-640.webp 640w". */
export function srcsetOf(variants: ImageVariant[], format: 'avif' | 'webp'): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ');
}

/** Where a card stands on its page: what its markup takes besides the card and the language. */
export type CardPlace = {
  eager?: boolean | undefined;
  sizes?: string | undefined;
  headingLevel?: 2 | 3 | undefined;
};

/**
 * The key a card's markup is kept under (src/components/projects/ProjectCard.astro): the language,
 * its place and the whole card as the list read it, so any change to what it shows is a new key.
 */
export function cardMarkupKey(lang: string, place: CardPlace, card: ProjectCard): string {
  return JSON.stringify([lang, place.eager, place.sizes, place.headingLevel, card]);
}
