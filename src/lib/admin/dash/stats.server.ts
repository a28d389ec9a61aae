// GET /api/admin/stats (docs/api.md "Admin"): totals and per-day sign-ups and new projects over the
// last 7, 30 or 90 days. Days are calendar days in Uzbekistan (UTC+5 all year, no daylight saving),
// so "today" on the chart is the admins' today; a day without rows is answered as 0, so the chart
// has no gaps.
import { count, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client.server';
import { accounts, conversationReports, messages, projects, reviews } from '@/lib/db/schema';
import { ROLES } from '@/lib/accounts/roles';

export const STATS_DAYS = [7, 30, 90] as const;
export const StatsQuerySchema = z.object({
  Days: z.coerce
    .number({ error: 'errors:invalidEnum' })
    .refine((d) => (STATS_DAYS as readonly number[]).includes(d), 'errors:invalidEnum')
    .default(30),
});

const OFFSET_HOURS = 5;
const DAY_MS = 86_400_000;

export type DayCount = { date: string; count: number };
export type AdminStats = {
  accounts: { total: number; byRole: Record<string, number> };
  projects: { total: number; active: number };
  reviews: number;
  messages: number;
  pendingReports: number;
  signUpsByDay: DayCount[];
  projectsByDay: DayCount[];
};

/** The local day (YYYY-MM-DD) of an instant. */
export const localDay = (at: Date) =>
  new Date(at.getTime() + OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The last `days` local days, oldest first, ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.parse(localDay(now));
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The instant the first of those days began (local midnight). */
const startOf = (firstDay: string) => new Date(Date.parse(firstDay) - OFFSET_HOURS * 3_600_000);

async function perDay(
  table: typeof accounts | typeof projects,
  days: string[],
): Promise<DayCount[]> {
  const day = sql<string>`to_char(${table.createdAt} + interval '${sql.raw(String(OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;
  const rows = await db()
    .select({ day, n: count() })
    .from(table)
    .where(gte(table.createdAt, startOf(days[0]!)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

export async function adminStats(daysBack: number, now = new Date()): Promise<AdminStats> {
  const days = lastDays(daysBack, now);
  const [byRole, byActive, [reviewCount], [messageCount], [openReports], signUps, newProjects] =
    await Promise.all([
      db().select({ role: accounts.role, n: count() }).from(accounts).groupBy(accounts.role),
      db()
        .select({ isActive: projects.isActive, n: count() })
        .from(projects)
        .groupBy(projects.isActive),
      db().select({ n: count() }).from(reviews),
      db().select({ n: count() }).from(messages),
      db()
        .select({ n: count() })
        .from(conversationReports)
        .where(eq(conversationReports.status, 'open')),
      perDay(accounts, days),
      perDay(projects, days),
    ]);
  return {
    accounts: {
      total: byRole.reduce((s, r) => s + r.n, 0),
      byRole: Object.fromEntries(
        ROLES.map((role) => [role, byRole.find((r) => r.role === role)?.n ?? 0]),
      ),
    },
    projects: {
      total: byActive.reduce((s, r) => s + r.n, 0),
      active: byActive.find((r) => r.isActive)?.n ?? 0,
    },
    reviews: reviewCount?.n ?? 0,
    messages: messageCount?.n ?? 0,
    pendingReports: openReports?.n ?? 0,
    signUpsByDay: signUps,
    projectsByDay: newProjects,
  };
}
