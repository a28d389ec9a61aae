// What the project endpoints answer: the card of every list, the detail page's project, the write
// side's project (what the edit form is refilled with), reviews, images.
import { z } from 'zod';
import { OWNER_KINDS, type ProjectCard } from '@/lib/projects/project-card';
import type { ProjectDetail } from '@/lib/projects/project-detail';
import type { ProjectDto } from '@/lib/projects/project-dto.server';
import type { ReviewItem } from '@/lib/projects/reviews/review-item';
import type { MyProjectItem } from '@/lib/projects/read/my-projects.server';
import type { ProjectMap } from '@/lib/projects/read/map-projects.server';
import {
  FEATURES,
  FLOORINGS,
  FOUNDATIONS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from '@/lib/projects/labels';
import { id, imageVariant, int, metaData, obj, paged, sitePath, time, tied } from './common';

export const ProjectImageSchema = obj({
  id,
  width: int,
  height: int,
  variants: z.array(imageVariant),
});

const namedRef = obj({ id, name: z.string() });
const location = obj({ latitude: z.number(), longitude: z.number() });

const ProjectOwnerSchema = obj({
  accountId: id,
  fullName: z.string(),
  agentId: id.optional(),
  agencyId: id.optional(),
  kind: z.enum(OWNER_KINDS),
  displayName: z.string(),
  photo: z.string().nullable(),
  profileUrl: sitePath.nullable(),
});

const cardFields = {
  id,
  seoProjectCode: z.string(),
  seoProjectUrl: z.string(),
  url: sitePath,
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  propertyType: z.enum(PROPERTY_TYPES),
  price: int,
  isNegotiable: z.boolean(),
  area: z.number(),
  storeys: z.enum(STOREYS),
  categoryId: id.nullable(),
  regionId: id.nullable(),
  districtId: id.nullable(),
  region: namedRef.nullable(),
  district: namedRef.nullable(),
  owner: ProjectOwnerSchema,
  viewCount: int,
  saveCount: int,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  isPromoted: z.boolean(),
  promotedUntil: time.nullable(),
  createdAt: time,
};

export const ProjectCardSchema = tied<ProjectCard>()(
  obj({ ...cardFields, image: ProjectImageSchema.nullable() }),
);
export const ProjectCardsSchema = paged(ProjectCardSchema);
/**
 * GET /api/projects: the paged cards, `totalCapped: true` when more match than the count's cap, and
 * the cursor of the next page (keyset paging; docs/api.md).
 */
export const ProjectListSchema = obj({
  items: z.array(ProjectCardSchema),
  metaData: metaData.extend({
    totalCapped: z.literal(true).optional(),
    nextCursor: z.string().nullable(),
  }),
});

/**
 * GET /api/projects/map: groups (clusters) and single projects (points) of a box at a zoom; the
 * counts of both add up to the matching projects in the box.
 */
export const ProjectMapSchema = tied<ProjectMap>()(
  obj({
    clusters: z.array(obj({ lng: z.number(), lat: z.number(), count: int })),
    points: z.array(
      obj({
        id,
        lng: z.number(),
        lat: z.number(),
        title: z.string(),
        price: z.number(),
        isNegotiable: z.boolean(),
        url: sitePath,
        image: z.string().nullable(),
      }),
    ),
  }),
);

/** The characteristics both the detail and the write side answer (project-row.server.ts). */
const characteristics = {
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  location: location.nullable(),
  totalArea: z.number(),
  length: z.number(),
  width: z.number(),
  bedrooms: int,
  bathrooms: int,
  rooms: int,
  buildingAge: int.nullable(),
  hasGarage: z.boolean(),
  hasParking: z.boolean(),
  hasAttic: z.boolean(),
  onlyDesign: z.boolean(),
  wallMaterial: z.enum(WALL_MATERIALS),
  style: z.enum(STYLES),
  foundation: z.enum(FOUNDATIONS),
  flooring: z.enum(FLOORINGS).nullable(),
};

const categoryRef = obj({ id, name: z.string(), seoUrl: z.string(), url: sitePath });

export const ProjectDetailSchema = tied<ProjectDetail>()(
  obj({
    ...cardFields,
    ...characteristics,
    features: z.array(z.enum(FEATURES)),
    images: z.array(ProjectImageSchema),
    category: obj({ ...categoryRef.shape, parent: categoryRef.nullable() }).nullable(),
    contact: obj({ name: z.string(), email: z.string(), phone: z.string() }),
    reviewCount: int,
    isSelected: z.boolean(),
    canManage: z.boolean(),
    /** true only when an Admin opens a blocked account's project (everyone else gets 404) */
    ownerBlocked: z.boolean(),
    updatedAt: time,
  }),
);

/** POST and PUT /api/projects: the project as stored, in the names the body uses. */
export const ProjectWrittenSchema = tied<ProjectDto>()(
  obj({
    id,
    seoProjectCode: z.string(),
    seoProjectUrl: z.string(),
    title: z.string(),
    status: z.enum(PROJECT_STATUSES),
    propertyType: z.enum(PROPERTY_TYPES),
    price: int,
    isNegotiable: z.boolean(),
    categoryId: int,
    regionId: int,
    districtId: id.nullable(),
    area: z.number(),
    isActive: z.boolean(),
    storeys: z.enum(STOREYS),
    ...characteristics,
    features: z.array(z.enum(FEATURES)),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    gdprConsent: z.boolean(),
    owner: obj({
      accountId: id,
      fullName: z.string(),
      agentId: id.optional(),
      agencyId: id.optional(),
    }),
    images: z.array(ProjectImageSchema),
    imageIds: z.array(id),
    viewCount: int,
    saveCount: int,
    createdAt: time,
    updatedAt: time,
  }),
);

export const ProjectStatusSchema = obj({ id, isActive: z.boolean() });

export const ReviewSchema = tied<ReviewItem>()(
  obj({
    id,
    projectId: id,
    text: z.string(),
    rating: int.min(1).max(5).nullable(),
    author: obj({ accountId: id, fullName: z.string(), photo: z.string().nullable() }),
    createdAt: time,
    updatedAt: time,
    isMine: z.boolean(),
  }),
);
export const ReviewsSchema = paged(ReviewSchema);

export const SelectionSchema = obj({
  projectId: id,
  isSelected: z.boolean(),
  changed: z.boolean(),
});

export const MyProjectsSchema = paged(
  tied<MyProjectItem>()(
    obj({
      id,
      seoProjectCode: z.string(),
      seoProjectUrl: z.string(),
      title: z.string(),
      status: z.enum(PROJECT_STATUSES),
      price: int,
      isNegotiable: z.boolean(),
      isActive: z.boolean(),
      viewCount: int,
      saveCount: int,
      reviewCount: int,
      cover: obj({ width: int, height: int, variants: z.array(imageVariant) }).nullable(),
      createdAt: time,
      updatedAt: time,
    }),
  ),
);

/** GET /api/selected-projects: cards with when each was selected. */
export const SelectedCardsSchema = paged(obj({ ...ProjectCardSchema.shape, selectedAt: time }));
