// /account/employees (docs/product.md §2, §6): what a company's page shows — its workers, the join
// requests it received (type 0), the invitations it sent (type 1) and one page of specialists found
// by the search form, each with what the company may do about them. Kept per account and query by
// the read cache until one of the tables it read is written (docs/performance.md#account-pages).
import { and, eq, inArray } from 'drizzle-orm';
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { enrollments } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { loadDirectoryPage } from '@/lib/professionals/directory-page.server';
import type { AgentCard } from '@/lib/professionals/cards';
import { listAgents } from '@/lib/professionals/list-professionals.server';
import type { DirectoryParams } from '@/lib/professionals/list-page-params';
import type { EnrollmentType } from '@/lib/professionals/enrollments/enrollment-dto';
import { listEnrollments } from '@/lib/professionals/enrollments/list-enrollments.server';
import { listWorkers } from '@/lib/professionals/enrollments/workers.server';

/** Pending enrollments are few (the invitation limit); one page holds them all. */
const PENDING_PAGE = 50;

/** What the company may do about a specialist found by the search. */
export type Candidate = AgentCard & {
  state: 'invite' | 'worker' | 'invited' | 'askedToJoin';
};

/** The pending enrollments between one agency and some agents, by agent (one per pair). */
export async function pendingWithAgents(
  agencyId: number,
  agentIds: number[],
): Promise<Map<number, EnrollmentType>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db()
    .select({ agentId: enrollments.agentId, type: enrollments.type })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.agencyId, agencyId),
        inArray(enrollments.agentId, agentIds),
        eq(enrollments.status, 'pending'),
      ),
    );
  return new Map(rows.map((r) => [r.agentId, r.type as EnrollmentType]));
}

export function loadEmployeesPage(
  account: SessionAccount & { agencyId: number },
  lang: Lang,
  params: DirectoryParams,
) {
  return cachedAccountRead(account, `employees:${lang}:${JSON.stringify(params)}`, () =>
    readEmployeesPage(account, lang, params),
  );
}

async function readEmployeesPage(
  account: SessionAccount & { agencyId: number },
  lang: Lang,
  params: DirectoryParams,
) {
  const { agencyId } = account;
  const pendingQuery = { agencyId, pageNumber: 1, pageSize: PENDING_PAGE, order: 'desc' } as const;
  const [workers, requests, sent, found] = await Promise.all([
    listWorkers(agencyId, lang),
    listEnrollments(account, { ...pendingQuery, type: 0 }),
    listEnrollments(account, { ...pendingQuery, type: 1 }),
    loadDirectoryPage(listAgents, { lang, params, serviceId: params.serviceId }),
  ]);
  const pending = await pendingWithAgents(
    agencyId,
    found.result.items.map((a) => a.id),
  );
  const candidates: Candidate[] = found.result.items.map((a) => ({
    ...a,
    state:
      a.agency?.id === agencyId
        ? 'worker'
        : pending.get(a.id) === 1
          ? 'invited'
          : pending.get(a.id) === 0
            ? 'askedToJoin'
            : 'invite',
  }));
  return {
    workers,
    requests,
    sent,
    candidates,
    totalCount: found.result.metaData.totalCount,
    totalPages: found.totalPages,
    regions: found.regions,
    services: found.services,
  };
}
