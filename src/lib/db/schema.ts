// One pg-core schema for both backends (PGlite and PostgreSQL): same SQL, same migrations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// The enums' values are plain constants (enums.ts) that the domains hand on; relative path, so any
// loader of this file (drizzle-kit too) finds it.
import {
  ENROLLMENT_STATUSES,
  FEATURES,
  FINISHING_LEVELS,
  FLOORINGS,
  FOUNDATIONS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PLAN_KINDS,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  QUOTE_STATUSES,
  ROLES,
  SOCIAL_NETWORKS,
  STOREYS,
  STYLES,
  WALL_MATERIALS,
} from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();

export const roleEnum = pgEnum('role', ROLES);
export const codePurposeEnum = pgEnum('code_purpose', ['register', 'reset', 'changePhone']);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const storeysEnum = pgEnum('storeys', STOREYS);
export const wallMaterialEnum = pgEnum('wall_material', WALL_MATERIALS);
export const styleEnum = pgEnum('style', STYLES);
export const foundationEnum = pgEnum('foundation', FOUNDATIONS);
export const flooringEnum = pgEnum('flooring', FLOORINGS);
export const featureEnum = pgEnum('feature', FEATURES);
export const socialNetworkEnum = pgEnum('social_network', SOCIAL_NETWORKS);
export const enrollmentStatusEnum = pgEnum('enrollment_status', ENROLLMENT_STATUSES);
export const finishingLevelEnum = pgEnum('finishing_level', FINISHING_LEVELS);
export const planKindEnum = pgEnum('plan_kind', PLAN_KINDS);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const quoteStatusEnum = pgEnum('quote_status', QUOTE_STATUSES);

/** Names of translated things, one column per language (oz filled by transliteration when empty). */
const names = () => ({
  nameUz: text('name_uz').notNull(),
  nameOz: text('name_oz').notNull().default(''),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  soato: integer('soato').notNull().unique(),
  ...names(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    soato: integer('soato').notNull().unique(),
    kind: text('kind').notNull(), // district | city
    ...names(),
  },
  (t) => [index('districts_region_idx').on(t.regionId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').unique(), // E.164, +998XXXXXXXXX
    email: text('email').unique(), // lower-cased
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    role: roleEnum('role').notNull().default('User'),
    specialistType: text('specialist_type'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isPro: boolean('is_pro').notNull().default(false),
    proSince: ts('pro_since'),
    proUntil: ts('pro_until'),
    photoPath: text('photo_path'),
    regionId: integer('region_id').references(() => regions.id),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address'),
    about: text('about'),
    lang: text('lang').notNull().default('uz'),
    // "You have a new message" by SMS or e-mail (a setting in My profile).
    notifyMessages: boolean('notify_messages').notNull().default(true),
    // The account as a project's owner (its name and photo, and its agent's or agency's profile),
    // as JSON, kept by triggers (migration 0023_owner_card) and read by every project card
    // instead of joining the three tables per card (docs/performance.md#the-owner-card-kept-with-the-account).
    ownerCard: json('owner_card'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // Only the blocked accounts' ids: every public read of projects and profiles leaves them out
    // with an anti-join on this (accounts/public-owner.server.ts), which stays as small as the
    // number of blocked accounts however many accounts there are.
    index('accounts_blocked_idx')
      .on(t.id)
      .where(sql`${t.isBlocked}`),
  ],
);

export const accountServices = pgTable(
  'account_services',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.serviceId] })],
);

export const socialLinks = pgTable(
  'social_links',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    network: socialNetworkEnum('network').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.network] })],
);

/** Only the SHA-256 of a session token is stored: a leaked table gives no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** One-time codes (5 digits, hashed) and e-mail link tokens (hashed), bound to a target and purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(), // phone or e-mail the code was sent to
    purpose: codePurposeEnum('purpose').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').unique(),
    payload: jsonb('payload'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
    resendAfter: ts('resend_after').notNull(),
    consumedAt: ts('consumed_at'),
    ip: text('ip'),
  },
  (t) => [index('codes_target_idx').on(t.target, t.purpose)],
);

export const resetTokens = pgTable('reset_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: created(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Rate-limit hits live in the database so several server processes share the counters. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('rate_limit_key_at_idx').on(t.key, t.at)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0), // 0 = top level (spec)
    seoUrl: text('seo_url').notNull(),
    ...names(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    uniqueIndex('categories_seo_idx').on(t.seoUrl),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    seoUrl: text('seo_url').notNull(),
    ...names(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('services_parent_idx').on(t.parentId),
    uniqueIndex('services_seo_idx').on(t.seoUrl),
  ],
);

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seoName: text('seo_name').notNull(),
  companyName: text('company_name').notNull().unique(),
  tin: text('tin').notNull().unique(),
  fullAddress: text('full_address').notNull().default(''),
  directorName: text('director_name').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  // Computed from the stars of reviews on its own and its workers' projects (never written by users).
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  about: text('about').notNull().default(''),
  photoPath: text('photo_path'),
  regionId: integer('region_id').references(() => regions.id),
  districtId: integer('district_id').references(() => districts.id),
  createdAt: created(),
  updatedAt: updated(),
});

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    joinedAgencyAt: ts('joined_agency_at'), // when the agent became a worker of agencyId
    seoName: text('seo_name').notNull(),
    fullName: text('full_name').notNull(),
    designation: text('designation').notNull().default(''),
    specialistType: text('specialist_type').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    landLine: text('land_line'),
    country: text('country').notNull().default('UZ'), // ISO 3166-1 alpha-2
    regionId: integer('region_id').references(() => regions.id),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address').notNull().default(''),
    about: text('about').notNull().default(''),
    photoPath: text('photo_path'),
    // Computed from the stars of reviews on the agent's projects (never written by users).
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    gdprConsent: boolean('gdpr_consent').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('agents_agency_idx').on(t.agencyId), index('agents_region_idx').on(t.regionId)],
);

export const agentServices = pgTable(
  'agent_services',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.serviceId] }),
    index('agent_services_service_idx').on(t.serviceId),
  ],
);

export const agencyServices = pgTable(
  'agency_services',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.serviceId] }),
    index('agency_services_service_idx').on(t.serviceId),
  ],
);

/** Type 0: an agent asks to join an agency; type 1: an agency invites an agent (spec). */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: enrollmentStatusEnum('status').notNull().default('pending'),
    createdAt: created(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    index('enrollments_agent_idx').on(t.agentId),
    index('enrollments_agency_idx').on(t.agencyId),
    // One pending enrollment per pair, whichever side sent it.
    uniqueIndex('enrollments_one_pending_idx')
      .on(t.agentId, t.agencyId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(), // seoProjectCode: identifies the project in its URL
    seoUrl: text('seo_url').notNull(),
    ownerAccountId: integer('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatusEnum('status').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id),
    regionId: integer('region_id').references(() => regions.id),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    area: real('area').notNull().default(0),
    totalArea: real('total_area').notNull().default(0),
    length: real('length').notNull().default(0),
    width: real('width').notNull().default(0),
    bedrooms: smallint('bedrooms').notNull().default(0),
    bathrooms: smallint('bathrooms').notNull().default(0),
    rooms: smallint('rooms').notNull().default(0),
    buildingAge: smallint('building_age'),
    hasGarage: boolean('has_garage').notNull().default(false),
    hasParking: boolean('has_parking').notNull().default(false),
    hasAttic: boolean('has_attic').notNull().default(false),
    onlyDesign: boolean('only_design').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    storeys: storeysEnum('storeys').notNull(),
    wallMaterial: wallMaterialEnum('wall_material').notNull(),
    style: styleEnum('style').notNull(),
    foundation: foundationEnum('foundation').notNull(),
    // Optional: NULL when the author chose none (never a default "other" nobody chose).
    flooring: flooringEnum('flooring'),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    gdprConsent: boolean('gdpr_consent').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    /** Lower-case Latin text of title, description, category and address, for trigram search in any script. */
    searchText: text('search_text').notNull().default(''),
    // Bought through a promotion order (src/lib/billing): first in the default sort until then.
    promotedUntil: ts('promoted_until'),
    /**
     * promoted_until is still ahead: set with it (setPromotion), cleared by the promotion job
     * within a minute of the end. Stored so that the default orders sort on an index.
     */
    isPromoted: boolean('is_promoted').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // Each list order with its id tiebreak, over active projects only: the first page reads 13 index
    // entries, a keyset page (After) starts at its cursor (docs/performance.md#lists-at-100000-projects).
    index('projects_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    index('projects_public_popular_idx')
      .on(
        t.viewCount.desc().nullsFirst(),
        t.saveCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    // The default list order, running promotions first: the same, one flag ahead.
    index('projects_promoted_created_idx')
      .on(
        t.isPromoted.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    // The home page's "promoted, then featured, then newest" cards.
    index('projects_promoted_featured_created_idx')
      .on(
        t.isPromoted.desc().nullsFirst(),
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isActive}`),
    // An agent's or agency's newest projects (their pages): no sort of thousands of rows.
    index('projects_public_owner_created_idx')
      .on(t.ownerAccountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The home page's "featured first, then newest" cards: read backwards, no sort of the whole
    // table (measured at 100k projects on PostgreSQL: 154 ms → 0.08 ms;
    // docs/performance.md#session-cache).
    index('projects_active_featured_created_idx').on(t.isActive, t.isFeatured, t.createdAt, t.id),
    // Price sorts put negotiable projects last: (is_active, is_negotiable, price, id) serves both
    // directions without a sort step (measured at 100k rows: 50 ms → 0.04 ms).
    index('projects_price_sort_idx').on(t.isActive, t.isNegotiable, t.price, t.id),
    index('projects_price_desc_sort_idx').on(
      t.isActive,
      t.isNegotiable,
      t.price.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The same with the sale/rent tab first. Rent is priced by the month, far below sale prices, so
    // "for rent, dearest first" walked every sale project in the index above before its first row
    // (24,000 entries, 24 ms on PGlite at 100k projects; "for sale, cheapest first" the rents).
    // Here each tab is its own range: 0.06–0.08 ms (docs/performance.md#sale-and-rent-by-price).
    index('projects_status_price_sort_idx').on(t.isActive, t.status, t.isNegotiable, t.price, t.id),
    index('projects_status_price_desc_sort_idx').on(
      t.isActive,
      t.status,
      t.isNegotiable,
      t.price.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('projects_featured_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isFeatured} and ${t.isActive}`),
    index('projects_category_idx').on(t.categoryId),
    index('projects_region_idx').on(t.regionId, t.districtId),
    // The map's box (docs/map.md): a GiST index on the point as the query writes it, public projects
    // only; PostgreSQL's built-in geometry, so PGlite has it too.
    index('projects_public_location_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.isActive}`),
    // Owner first (an account's projects); with is_active the public count is an index-only scan
    // anti-joined, in owner order, to the blocked accounts (accounts_blocked_idx): at 100k projects
    // on PostgreSQL ~35 ms instead of ~95 ms for a heap scan.
    index('projects_owner_idx').on(t.ownerAccountId, t.isActive),
    // Every column a list filters on, then the owner (is the owner blocked?), is_active and the
    // sort keys: a list's count, and the first read of its matches with their sort keys
    // (matchesPageQuery), read this narrow index (about 120 bytes a project) instead of the table
    // (about 1 KB a project, its filter columns after the texts). On PostgreSQL, whose autovacuum
    // keeps the visibility map, that is an index-only scan: at 100k projects 40–90 ms → 4–14 ms
    // (docs/performance.md#lists-read-from-the-filter-index). It starts with the sale/rent tab, the
    // type and the storeys, as the index of those three did.
    index('projects_filters_idx').on(
      t.status,
      t.propertyType,
      t.storeys,
      t.wallMaterial,
      t.style,
      t.foundation,
      t.price,
      t.area,
      t.width,
      t.length,
      t.hasGarage,
      t.hasAttic,
      t.onlyDesign,
      t.isNegotiable,
      t.regionId,
      t.districtId,
      t.categoryId,
      t.ownerAccountId,
      t.isActive,
      t.isPromoted,
      t.createdAt,
      t.viewCount,
      t.saveCount,
      t.id,
    ),
    index('projects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The public projects of each cell of the map's grids (zoom 10 and 12), by status: how many, the sums of their
 * coordinates (a cluster's centre) and the lowest id (a cell of one). Kept by triggers on projects
 * and accounts (migration 0018), so every write path keeps it; the far zooms of the map add these
 * up instead of reading every project of the box (docs/map.md).
 */
export const projectMapCells = pgTable(
  'project_map_cells',
  {
    /** The grid's zoom (MAP_CELL_GRIDS): a cell is 90 / 2^grid degrees on a side. */
    grid: smallint('grid').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    status: projectStatusEnum('status').notNull(),
    n: integer('n').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    minId: integer('min_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grid, t.cx, t.cy, t.status] })],
);

export const projectFeatures = pgTable(
  'project_features',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    feature: featureEnum('feature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.feature] })],
);

export type ImageVariant = { width: number; format: 'avif' | 'webp'; path: string };

export const projectImages = pgTable(
  'project_images',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }), // null until attached
    uploaderAccountId: integer('uploader_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // `json`, not `jsonb`: every project card reads its first image's variants, and `json` is
    // sent as it is stored where `jsonb` is printed back to text on every read (about a tenth of a
    // list statement's time on PGlite, docs/performance.md#image-variants-stored-as-text). Only
    // the variants job compares them, by casting.
    variants: json('variants').$type<ImageVariant[]>().notNull(),
    createdAt: created(),
  },
  // The id too: every card reads its project's first image (`order by position, id limit 1`), and
  // with the id in the index that is the index's first entry instead of a sort of the project's
  // images (docs/performance.md#the-first-image-from-the-index).
  (t) => [index('project_images_project_idx').on(t.projectId, t.position, t.id)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    rating: smallint('rating'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_account_idx').on(t.projectId, t.accountId),
    // The projects an account reviewed (its marks on project pages, viewer-marks.server.ts).
    index('reviews_account_idx').on(t.accountId, t.projectId),
    // The home page's newest reviews: read from the index's start, each joined by its keys, instead
    // of joining every review to sort them (docs/performance.md#kept-plans-the-newest-reviews-and-public-projects).
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const selectedProjects = pgTable(
  'selected_projects',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.projectId] })],
);

/** One row per project, visitor and day: a view counts once per visitor per day. */
export const projectViews = pgTable(
  'project_views',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.visitorHash, t.day] })],
);

/** One conversation per pair of accounts: `lowAccountId` < `highAccountId`, unique together. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    lowAccountId: integer('low_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    highAccountId: integer('high_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: created(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.lowAccountId, t.highAccountId)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastReadAt: ts('last_read_at'),
    // Messages with a greater id, written by the other party, are unread.
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    // The last "new message" notice sent to this participant about this conversation.
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.accountId] }),
    index('participants_account_idx').on(t.accountId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderAccountId: integer('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    // The project the message was written about (from a project page), if any.
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    // The quote request a specialist's response opened the conversation about, if any.
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderAccountId, t.createdAt),
  ],
);

/** An account refusing messages from another: the other's messages are refused, the conversation hidden. */
export const accountBlocks = pgTable(
  'account_blocks',
  {
    blockerAccountId: integer('blocker_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedAccountId: integer('blocked_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerAccountId, t.blockedAccountId] }),
    index('account_blocks_blocked_idx').on(t.blockedAccountId),
  ],
);

/** A conversation reported to the admins, with a copy of its last messages as they were then. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterAccountId: integer('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    lastMessages: jsonb('last_messages')
      .$type<{ id: number; fromAccountId: number; content: string; createdAt: string }[]>()
      .notNull(),
    status: text('status').notNull().default('open'), // open | closed
    createdAt: created(),
    closedAt: ts('closed_at'),
  },
  (t) => [index('conversation_reports_status_idx').on(t.status, t.createdAt)],
);

/** News and life hacks share a shape: text per language, a source link, an image. */
const article = () => ({
  id: serial('id').primaryKey(),
  seoUrl: text('seo_url').notNull().unique(),
  titleUz: text('title_uz').notNull(),
  titleOz: text('title_oz').notNull().default(''),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  textUz: text('text_uz').notNull(),
  textOz: text('text_oz').notNull().default(''),
  textRu: text('text_ru').notNull(),
  textEn: text('text_en').notNull(),
  source: text('source'),
  imagePath: text('image_path'),
  isPublished: boolean('is_published').notNull().default(true),
  publishedAt: ts('published_at').notNull().defaultNow(),
  createdAt: created(),
  updatedAt: updated(),
});
export const news = pgTable('news', article(), (t) => [
  index('news_published_idx').on(t.publishedAt),
]);
export const lifeHacks = pgTable('life_hacks', article(), (t) => [
  index('life_hacks_published_idx').on(t.publishedAt),
]);

/** A counter per kind of shared data: an admin write bumps it in its transaction, and every server
 * process that sees a new value drops its caches of that data (src/lib/cache/cache-bus.server.ts). */
export const cacheGenerations = pgTable('cache_generations', {
  key: text('key').primaryKey(),
  generation: integer('generation').notNull().default(0),
  at: ts('at').notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    details: jsonb('details'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Base construction rates per m² (so'm), editable without a release; the estimator reads them. */
export const constructionRates = pgTable(
  'construction_rates',
  {
    id: serial('id').primaryKey(),
    wallMaterial: wallMaterialEnum('wall_material').notNull(),
    finishingLevel: finishingLevelEnum('finishing_level').notNull(),
    regionId: integer('region_id').references(() => regions.id), // null = national base
    ratePerM2: bigint('rate_per_m2', { mode: 'number' }).notNull(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('construction_rates_key_idx').on(t.wallMaterial, t.finishingLevel, t.regionId),
  ],
);

/** Small key/value store for server state that must survive restarts (e.g. first-run markers). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updated(),
});

/** What can be bought (src/lib/billing): PRO for `days`, or a project's promotion for `days`.
 * `price` in whole so'm, set by an Admin; an order copies it, so a change never touches a pending
 * order. Seeded by the migration that made the table. */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  kind: planKindEnum('kind').notNull(),
  days: integer('days').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updated(),
});

/** One purchase. Amount and days are fixed at creation; `grant` keeps what the payment changed
 * (the PRO end or the promotion end before and after) so a refund can take exactly that back. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code),
    kind: planKindEnum('kind').notNull(),
    days: integer('days').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    grant: jsonb('grant'),
    createdAt: created(),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.id),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/** A provider's transaction on an order: Payme's (state 1, 2, -1, -2) or Click's (1 prepared,
 * 2 completed, -1 cancelled). The times are kept as the provider was answered (ms since the epoch)
 * so a repeated call answers exactly as the first. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    /** Payme's `time` of the transaction (ms); Click's sign_time as ms */
    providerTime: bigint('provider_time', { mode: 'number' }).notNull(),
    /** the amount the provider named: tiyin for Payme, so'm × 100 for Click */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    performTime: bigint('perform_time', { mode: 'number' }).notNull().default(0),
    cancelTime: bigint('cancel_time', { mode: 'number' }).notNull().default(0),
    reason: smallint('reason'),
    /** Click's click_paydoc_id */
    providerDocId: text('provider_doc_id'),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_id_idx').on(t.provider, t.providerTransactionId),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_time_idx').on(t.provider, t.providerTime),
  ],
);

/**
 * A customer's job described once (docs/quote-requests.md): sent to the specialists and companies
 * matched when it was made (quote_request_matches), open until the customer chooses a response or
 * closes it.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    customerAccountId: integer('customer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: integer('district_id').references(() => districts.id),
    description: text('description').notNull(),
    // So'm; bigint because a house's budget passes int4's 2.1 billion.
    budgetMin: bigint('budget_min', { mode: 'number' }),
    budgetMax: bigint('budget_max', { mode: 'number' }),
    startBy: date('start_by', { mode: 'string' }),
    status: quoteStatusEnum('status').notNull().default('open'),
    // The match whose response the customer chose (no foreign key: the two tables point at each other).
    chosenMatchId: integer('chosen_match_id'),
    createdAt: created(),
    closedAt: ts('closed_at'),
  },
  (t) => [index('quote_requests_customer_idx').on(t.customerAccountId, t.createdAt)],
);

/**
 * Photos of a quote request: uploaded first (requestId NULL, owned by the uploader), attached when
 * the request names them in imageIds. Same pipeline and variants as project images.
 */
export const quoteRequestImages = pgTable(
  'quote_request_images',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    uploaderAccountId: integer('uploader_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    createdAt: created(),
  },
  (t) => [
    index('quote_request_images_request_idx').on(t.requestId, t.position),
    index('quote_request_images_uploader_idx').on(t.uploaderAccountId),
  ],
);

/** The specialists and companies a request was sent to, fixed when it was made. */
export const quoteRequestMatches = pgTable(
  'quote_request_matches',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    matchedAt: ts('matched_at').notNull().defaultNow(),
    respondedAt: ts('responded_at'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('quote_request_matches_pair_idx').on(t.requestId, t.accountId),
    // The inbox and the response rate of the last 30 days read an account's matches by time.
    index('quote_request_matches_account_idx').on(t.accountId, t.matchedAt),
  ],
);

/**
 * The Telegram chat an account receives its alerts in (src/lib/telegram, docs/telegram.md): one chat
 * per account, and a chat serves one account (binding it elsewhere moves it).
 */
export const telegramLinks = pgTable('telegram_links', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  // Telegram chat ids pass int4 (groups and channels are -100…), JavaScript numbers hold them.
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  linkedAt: ts('linked_at').notNull().defaultNow(),
});

/** One-time `/start <token>` tokens of the bot's link; only the SHA-256 of the token is stored. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('telegram_link_tokens_account_idx').on(t.accountId)],
);

/**
 * Messages waiting for the bot to send them (src/lib/telegram/send-job.server.ts). Written in the
 * transaction of what caused them; the chat is looked up when sending, so an unlinked account's
 * messages are dropped, never sent to a chat it left. `claimedUntil`: a sender took the row and has
 * until then to finish it (a sender that dies leaves it to the next after that).
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    photoUrl: text('photo_url'),
    buttons: jsonb('buttons').$type<TelegramButton[]>(),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull().defaultNow(),
    claimedUntil: ts('claimed_until'),
    createdAt: created(),
  },
  (t) => [
    index('telegram_outbox_due_idx').on(t.dueAt, t.id),
    index('telegram_outbox_account_idx').on(t.accountId),
  ],
);

export type TelegramButton = { text: string; url?: string; callbackData?: string };

/**
 * Photos and PDF files in messages (docs/message-attachments.md): uploaded first (messageId NULL,
 * owned by the uploader), attached when a message names them in attachmentIds. A photo keeps its
 * re-encoded variants (private keys, served through the messages API only); a PDF keeps its one
 * stored key, its cleaned file name and size.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploaderAccountId: integer('uploader_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'photo' | 'pdf'>().notNull(),
    position: smallint('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<ImageVariant[]>(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.position),
    index('message_attachments_uploader_idx').on(t.uploaderAccountId),
  ],
);

/**
 * A visitor's saved /projects search (docs/saved-searches.md). `query` is the canonical query
 * string of the list (cleanQuery), validated with the list's own filter schema; `channels` are any
 * of site, email, telegram. A paused search gets no alerts; `lastVisitedAt` is when its owner last
 * opened its results ("new since your last visit").
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').$type<'instant' | 'daily'>().notNull(),
    channels: text('channels').array().$type<('site' | 'email' | 'telegram')[]>().notNull(),
    paused: boolean('paused').notNull().default(false),
    lastVisitedAt: ts('last_visited_at').notNull().defaultNow(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('saved_searches_account_idx').on(t.accountId, t.id)],
);

/**
 * Each time a project becomes public-active (created active, reactivated, shown again by an Admin),
 * a row here, written in the same transaction. The alert job claims the unmatched ones and matches
 * them against the saved searches; `matchedAt` marks the claim.
 */
export const projectActivations = pgTable(
  'project_activations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    activatedAt: ts('activated_at').notNull().defaultNow(),
    matchedAt: ts('matched_at'),
  },
  (t) => [
    index('project_activations_pending_idx')
      .on(t.id)
      .where(sql`${t.matchedAt} is null`),
    index('project_activations_project_idx').on(t.projectId, t.activatedAt),
  ],
);

/**
 * One project announced to one saved search: the unique pair is what makes an alert once-only,
 * whatever reactivations or racing processes do. `sentAt` is set when a pass claims it for delivery
 * (an instant search at once, a daily one at the next 09:00 Tashkent digest).
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: serial('id').primaryKey(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: created(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_pair_idx').on(t.savedSearchId, t.projectId),
    index('saved_search_alerts_pending_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The bell's notifications (src/lib/notify/notifications.server.ts): `kind` names the event and
 * its texts, `params` fill them in the reader's language, `url` is a path of this site.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    url: text('url').notNull(),
    createdAt: created(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.id),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
  ],
);
