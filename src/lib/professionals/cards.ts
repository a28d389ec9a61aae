// The cards of the agents and agencies directories: plain types, so the listing, the reader's-script
// helpers (in-script.ts), the OpenAPI document and the card components share them without importing
// one another.
import type { ServiceRef } from './professional-services.server';

export type AgentCard = {
  id: number;
  seoName: string;
  fullName: string;
  designation: string;
  specialistType: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  agency: { id: number; seoName: string; companyName: string } | null;
  rating: number;
  /** How many reviews carry stars (the rating is their mean; 0: not rated yet). */
  reviewCount: number;
  services: ServiceRef[];
};

export type AgencyCard = {
  id: number;
  seoName: string;
  companyName: string;
  directorName: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  rating: number;
  /** How many reviews carry stars (the rating is their mean; 0: not rated yet). */
  reviewCount: number;
  workerCount: number;
  services: ServiceRef[];
};
