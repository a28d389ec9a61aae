// The plain object a project card renders (src/components/ProjectCard.astro). The home page and the
// professionals pages build it here (project-cards.server.ts); the projects list maps its API card
// (src/lib/projects/project-card.ts) with toCardData(). No database types reach the component.
import type { ImageVariant } from '../db/schema';
import type { ProjectCard } from '../projects/project-card';

export { projectPath, categoryPath } from '../projects/project-card';

export type CardImage = { variants: ImageVariant[]; width: number; height: number };

export type ProjectCardData = {
  code: string;
  seoUrl: string;
  title: string;
  price: number;
  isNegotiable: boolean;
  status: 'rent' | 'sale';
  area: number;
  storeys: 'single' | 'two' | 'three' | 'moreThanThree';
  regionName: string | null;
  ownerName: string;
  image: CardImage | null;
};

/** The API card of the projects module → what ProjectCard.astro takes. */
export function toCardData(c: ProjectCard): ProjectCardData {
  return {
    code: c.seoProjectCode,
    seoUrl: c.seoProjectUrl,
    title: c.title,
    price: c.price,
    isNegotiable: c.isNegotiable,
    status: c.status,
    area: c.area,
    storeys: c.storeys,
    regionName: c.region?.name ?? null,
    ownerName: c.owner.displayName || c.owner.fullName,
    image: c.image
      ? { variants: c.image.variants, width: c.image.width, height: c.image.height }
      : null,
  };
}
