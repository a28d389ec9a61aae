// The social accounts a profile may list (docs/product.md §3), without zod, so the profile and
// agent form islands can render their fields before loading the schema
// (docs/performance.md#lcp-and-script-budgets).
import { SOCIAL_NETWORKS } from '@/lib/db/enums';
export { SOCIAL_NETWORKS };
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
