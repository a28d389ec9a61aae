// GET /api/admin/users: accounts for the admin table, searched by name, phone or e-mail in either
// script (the same fold as the professional directories, service-filter.server.ts), filtered by
// role, blocked and Pro, sorted, paged. lastSeenAt is the newest use of any of the account's sessions
// (sessions.last_seen_at), null when it has none left.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import type { Paged } from '@/lib/http/query';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import { matchesSearch } from '@/lib/professionals/service-filter.server';
import type { Role } from '@/lib/accounts/roles';
import type { AdminUsersQuery } from './users.schema';

export type AdminUser = {
  id: number;
  fullName: string;
  phone: string | null;
  email: string | null;
  userRole: Role;
  isBlocked: boolean;
  isPro: boolean;
  proUntil: string | null;
  createdAt: string;
  lastSeenAt: string | null;
  /** the public agent or agency page (their projects are listed there), null for other accounts
   *  and while the account is blocked (the page is a 404 then, docs/product.md §6) */
  profileUrl: string | null;
};

// Written out in full: drizzle may leave the outer column unqualified, and inside the subquery a
// bare "id" would be the session's.
const lastSeenAt = sql<
  string | Date | null
>`(select max(s.last_seen_at) from sessions s where s.account_id = "accounts"."id")`;

const agentRef = sql<
  string | null
>`(select a.id || '~' || a.seo_name from agents a where a.account_id = "accounts"."id")`;
const agencyRef = sql<
  string | null
>`(select g.id || '~' || g.seo_name from agencies g where g.account_id = "accounts"."id")`;

/** `id~seoName` of the record → its public path (seo-path.ts). */
function profileUrl(role: Role, agent: unknown, agency: unknown): string | null {
  const ref = role === 'Agency' ? agency : agent;
  if (typeof ref !== 'string') return null;
  const [id, ...rest] = ref.split('~');
  const seoName = rest.join('~');
  return role === 'Agency'
    ? agencyPath({ id: Number(id), seoName })
    : role === 'Agent'
      ? agentPath({ id: Number(id), seoName })
      : null;
}

const columns = {
  id: accounts.id,
  fullName: accounts.fullName,
  phone: accounts.phone,
  email: accounts.email,
  userRole: accounts.role,
  isBlocked: accounts.isBlocked,
  isPro: accounts.isPro,
  proUntil: accounts.proUntil,
  createdAt: accounts.createdAt,
  lastSeenAt,
  agentRef,
  agencyRef,
};

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

export function toAdminUser(r: Row): AdminUser {
  const iso = (d: unknown) => (d ? new Date(d as string | Date).toISOString() : null);
  return {
    id: r.id as number,
    fullName: r.fullName as string,
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    userRole: r.userRole as Role,
    isBlocked: r.isBlocked as boolean,
    isPro: r.isPro as boolean,
    proUntil: iso(r.proUntil),
    createdAt: iso(r.createdAt)!,
    lastSeenAt: iso(r.lastSeenAt),
    profileUrl: r.isBlocked ? null : profileUrl(r.userRole as Role, r.agentRef, r.agencyRef),
  };
}

function filters(q: AdminUsersQuery): SQL | undefined {
  const search = q.Search?.trim();
  // Phones are stored as +998…; digits typed with spaces or dashes still find them.
  const digits = search?.replace(/[\s()-]/g, '') ?? '';
  const searchable = sql`coalesce(${accounts.fullName}, '') || ' ' || coalesce(${accounts.email}, '') || ' ' || coalesce(${accounts.phone}, '')`;
  return and(
    search
      ? /^\+?\d+$/.test(digits)
        ? sql`${accounts.phone} like ${`%${digits.replace(/^\+/, '')}%`}`
        : matchesSearch(searchable, search)
      : undefined,
    q.Role ? eq(accounts.role, q.Role) : undefined,
    q.IsBlocked === undefined ? undefined : eq(accounts.isBlocked, q.IsBlocked),
    q.IsPro === undefined ? undefined : eq(accounts.isPro, q.IsPro),
  );
}

export async function listUsers(q: AdminUsersQuery): Promise<Paged<AdminUser>> {
  const where = filters(q);
  const dir = q.Order === 'asc' ? asc : desc;
  const key =
    q.Sort === 'fullName'
      ? accounts.fullName
      : q.Sort === 'lastSeenAt'
        ? sql`coalesce(${lastSeenAt}, 'epoch'::timestamptz)`
        : accounts.createdAt;
  const [rows, [total]] = await Promise.all([
    db()
      .select(columns)
      .from(accounts)
      .where(where)
      .orderBy(dir(key), dir(accounts.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db().select({ n: count() }).from(accounts).where(where),
  ]);
  return {
    items: rows.map(toAdminUser),
    metaData: { totalCount: total?.n ?? 0, pageNumber: q.PageNumber, pageSize: q.PageSize },
  };
}

/** One account in the list's shape (the answer of PATCH and POST). */
export async function getAdminUser(id: number): Promise<AdminUser | null> {
  const [row] = await db().select(columns).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}
