// The admin dashboard's numbers, straight from the tables: accounts per role, projects active and
// inactive, reviews, news, life hacks, categories and services. Small grouped counts, in parallel.
import { count } from 'drizzle-orm';
import { ROLES, type Role } from '@/lib/accounts/roles';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  categories,
  lifeHacks,
  news,
  projects,
  reviews,
  services,
} from '@/lib/db/schema';

export type DashboardCounts = {
  accounts: Record<Role, number> & { total: number; blocked: number };
  projects: { active: number; inactive: number };
  reviews: number;
  news: number;
  lifeHacks: number;
  categories: number;
  services: number;
};

export async function dashboardCounts(): Promise<DashboardCounts> {
  const [
    byRole,
    byBlocked,
    byActive,
    [reviewCount],
    [newsCount],
    [lifeHackCount],
    [categoryCount],
    [serviceCount],
  ] = await Promise.all([
    db().select({ role: accounts.role, n: count() }).from(accounts).groupBy(accounts.role),
    db()
      .select({ isBlocked: accounts.isBlocked, n: count() })
      .from(accounts)
      .groupBy(accounts.isBlocked),
    db()
      .select({ isActive: projects.isActive, n: count() })
      .from(projects)
      .groupBy(projects.isActive),
    db().select({ n: count() }).from(reviews),
    db().select({ n: count() }).from(news),
    db().select({ n: count() }).from(lifeHacks),
    db().select({ n: count() }).from(categories),
    db().select({ n: count() }).from(services),
  ]);
  const roles = Object.fromEntries(
    ROLES.map((role) => [role, byRole.find((x) => x.role === role)?.n ?? 0]),
  ) as Record<Role, number>;
  return {
    accounts: {
      ...roles,
      total: byRole.reduce((sum, x) => sum + x.n, 0),
      blocked: byBlocked.find((x) => x.isBlocked)?.n ?? 0,
    },
    projects: {
      active: byActive.find((x) => x.isActive)?.n ?? 0,
      inactive: byActive.find((x) => !x.isActive)?.n ?? 0,
    },
    reviews: reviewCount?.n ?? 0,
    news: newsCount?.n ?? 0,
    lifeHacks: lifeHackCount?.n ?? 0,
    categories: categoryCount?.n ?? 0,
    services: serviceCount?.n ?? 0,
  };
}
