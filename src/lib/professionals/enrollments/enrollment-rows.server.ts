// Reading enrollments as EnrollmentItems, for the list and for the answers of the actions. Only
// enrollments whose agent and agency both belong to unblocked accounts are visible: a blocked
// account's agent or agency counts as unknown everywhere (docs/product.md §6).
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { accounts, agencies, agents, enrollments } from '@/lib/db/schema';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import type { EnrollmentItem, EnrollmentStatus, EnrollmentType } from './enrollment-dto';

const agentAccount = alias(accounts, 'agent_account');
const agencyAccount = alias(accounts, 'agency_account');

const itemFields = {
  id: enrollments.id,
  type: enrollments.type,
  status: enrollments.status,
  createdAt: enrollments.createdAt,
  agentId: agents.id,
  agentSeo: agents.seoName,
  agentName: agents.fullName,
  designation: agents.designation,
  agentPhoto: agents.photoPath,
  agencyId: agencies.id,
  agencySeo: agencies.seoName,
  companyName: agencies.companyName,
  agencyPhoto: agencies.photoPath,
};

/** `where`, narrowed to enrollments whose agent and agency accounts are both unblocked. */
const visibleWhere = (where: SQL | undefined) =>
  and(eq(agentAccount.isBlocked, false), eq(agencyAccount.isBlocked, false), where);

/** A select from enrollments joined to both parties and their accounts, only the visible ones. */
function fromVisible<T extends PgSelect>(query: T, where: SQL | undefined) {
  return query
    .innerJoin(agents, eq(agents.id, enrollments.agentId))
    .innerJoin(agentAccount, eq(agentAccount.id, agents.accountId))
    .innerJoin(agencies, eq(agencies.id, enrollments.agencyId))
    .innerJoin(agencyAccount, eq(agencyAccount.id, agencies.accountId))
    .where(visibleWhere(where));
}

function selectItems(conn: Db | Tx, where: SQL | undefined) {
  return fromVisible(conn.select(itemFields).from(enrollments).$dynamic(), where);
}

/** How many visible enrollments match (the header badge, a list's total). */
export async function countVisible(where: SQL | undefined): Promise<number> {
  const [row] = await fromVisible(db().select({ n: count() }).from(enrollments).$dynamic(), where);
  return row?.n ?? 0;
}

type ItemRow = {
  id: number;
  type: number;
  status: EnrollmentStatus;
  createdAt: Date;
  agentId: number;
  agentSeo: string;
  agentName: string;
  designation: string;
  agentPhoto: string | null;
  agencyId: number;
  agencySeo: string;
  companyName: string;
  agencyPhoto: string | null;
};

function toItem(r: ItemRow): EnrollmentItem {
  return {
    id: r.id,
    type: r.type as EnrollmentType,
    status: r.status,
    agent: {
      id: r.agentId,
      fullName: r.agentName,
      designation: r.designation,
      image: r.agentPhoto ? { imagePath: r.agentPhoto } : null,
      url: agentPath({ id: r.agentId, seoName: r.agentSeo }),
    },
    agency: {
      id: r.agencyId,
      companyName: r.companyName,
      image: r.agencyPhoto ? { imagePath: r.agencyPhoto } : null,
      url: agencyPath({ id: r.agencyId, seoName: r.agencySeo }),
    },
    createdAt: r.createdAt.toISOString(),
  };
}

/** One page of visible enrollments, oldest first for `asc` (ties by id). */
export async function pageOfItems(
  where: SQL | undefined,
  page: { pageNumber: number; pageSize: number; order: 'asc' | 'desc' },
): Promise<{ items: EnrollmentItem[]; totalCount: number }> {
  const dir = page.order === 'desc' ? desc : asc;
  const [rows, totalCount] = await Promise.all([
    selectItems(db(), where)
      .orderBy(dir(enrollments.createdAt), dir(enrollments.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    countVisible(where),
  ]);
  return { items: rows.map(toItem), totalCount };
}

/** One visible enrollment as an item (inside the writing transaction when given). */
export async function itemById(id: number, conn: Db | Tx = db()): Promise<EnrollmentItem | null> {
  const [row] = await selectItems(conn, eq(enrollments.id, id)).limit(1);
  return row ? toItem(row) : null;
}
