// The values of the database's enums, as plain constants (no drizzle, no zod): the schema
// (schema.ts) makes its pgEnums from them, and each domain hands them on beside its labels and
// types (accounts/roles.ts, projects/labels.ts …), so islands and zod schemas read them without
// drizzle and the db folder imports no domain.

export const ROLES = ['User', 'Agent', 'Agency', 'Admin'] as const;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'googlePlus',
  'twitter',
  'linkedIn',
  'tumblr',
  'telegram',
] as const;

export const FINISHING_LEVELS = ['shell', 'whiteBox', 'turnkey'] as const;

/** The database enum (db/schema.ts) and the OpenAPI document take this list. */
export const ENROLLMENT_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const FEATURES = [
  'airCondition',
  'bedding',
  'heating',
  'internet',
  'microwave',
  'smokingAllowed',
  'terrace',
  'balcony',
  'wifi',
  'beach',
  'parking',
] as const;

export const FLOORINGS = ['plates', 'monolithic', 'beams', 'other'] as const;

export const FOUNDATIONS = ['slab', 'strip', 'pile', 'other'] as const;

export const PROJECT_STATUSES = ['rent', 'sale'] as const;

export const PROPERTY_TYPES = ['house', 'apartment', 'villa', 'commercial', 'office'] as const;

export const STOREYS = ['single', 'two', 'three', 'moreThanThree'] as const;

export const STYLES = [
  'american',
  'english',
  'baroque',
  'european',
  'spanish',
  'italian',
  'classical',
  'minimalism',
  'modern',
  'german',
  'norwegian',
  'russian',
  'scandinavian',
  'contemporary',
  'mediterranean',
  'chalet',
  'swedish',
  'hiTech',
  'victorian',
  'halfTimbered',
  'neoclassical',
] as const;

export const WALL_MATERIALS = [
  'stone',
  'brick',
  'aeratedConcrete',
  'foamBlocks',
  'gasSilicate',
  'blocks',
  'wood',
  'log',
  'timber',
  'frame',
  'plastered',
  'blockHouseFinished',
] as const;

/** Payments (src/lib/billing): what a plan sells, an order's life, who carries the money. */
export const PLAN_KINDS = ['pro', 'promotion'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const PAYMENT_PROVIDERS = ['payme', 'click'] as const;

/** Quote requests (src/lib/quotes): open until the customer chooses a response or closes it. */
export const QUOTE_STATUSES = ['open', 'closed'] as const;
