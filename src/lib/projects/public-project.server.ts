// What a project needs to be shown to the public (lists, cards, counts, sitemap, its page and API
// answer for anyone but Admin and its owner): it is active and its owner's account is not blocked
// (docs/product.md §6). Every public project read uses these instead of `is_active` alone.
import { and, eq, type SQL } from 'drizzle-orm';
import { projects } from '@/lib/db/schema';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';

/** The outer query's project's owner is not blocked. */
export const ownerNotBlocked: SQL = accountNotBlocked(projects.ownerAccountId);

/** The outer query's project is public: active, and its owner not blocked. */
export const publicProject: SQL = and(eq(projects.isActive, true), ownerNotBlocked)!;
