// A project as its page and GET /api/projects/{id} show it: the card's fields plus every
// characteristic, all images, features, category, contact and the viewer's own facts. Plain types
// (no database client): the detail read builds it (read/get-project.server.ts), the page, its
// components, its JSON-LD, the OpenAPI schema and the reader's-script step (in-script.ts) read it.
import type { NamedRef, ProjectCard, ProjectImage } from './project-card';
import type { Feature, Flooring, Foundation, Style, WallMaterial } from './labels';

export type ProjectDetail = Omit<ProjectCard, 'image'> & {
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  location: { latitude: number; longitude: number } | null;
  totalArea: number;
  length: number;
  width: number;
  bedrooms: number;
  bathrooms: number;
  rooms: number;
  buildingAge: number | null;
  hasGarage: boolean;
  hasParking: boolean;
  hasAttic: boolean;
  onlyDesign: boolean;
  wallMaterial: WallMaterial;
  style: Style;
  foundation: Foundation;
  /** null: not chosen (not shown) */
  flooring: Flooring | null;
  features: Feature[];
  images: ProjectImage[];
  category:
    | (NamedRef & {
        seoUrl: string;
        url: string;
        parent: (NamedRef & { seoUrl: string; url: string }) | null;
      })
    | null;
  contact: { name: string; email: string; phone: string };
  reviewCount: number;
  isSelected: boolean;
  /** The viewer owns it or is Admin (edit link, inactive notice). */
  canManage: boolean;
  /** Its owner's account is blocked: hidden from everyone but Admin (who sees a notice). */
  ownerBlocked: boolean;
  updatedAt: string;
};
