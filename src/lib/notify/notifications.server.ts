// The bell's notifications (docs/saved-searches.md, "Notifications"): a row per event for one
// account, its title written in the reader's language when read (the `kind` names a text of the
// notifications namespace, `params` fill it), a path of this site to open. Any domain above may
// add a kind: new projects for a saved search, a response to a quote request, a new request.
import { and, count, desc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { z } from 'zod';
import { db as defaultDb, type Db, type Tx } from '@/lib/db/client.server';
import { notifications } from '@/lib/db/schema';
import { translate } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';
import { PageNumber, pageSizeParam, type Paged } from '@/lib/http/query';
import { LANGS } from '@/lib/i18n/languages';

export const NOTIFICATION_KINDS = [
  /** one new project for an instant saved search: { name, title } */
  'savedSearch.project',
  /** several new projects for a saved search (a digest or a busy minute): { name, count } */
  'savedSearch.digest',
  /** a specialist responded to the account's quote request: { name } */
  'quote.response',
  /** a customer's quote request was sent to the account (a specialist or company): {} */
  'quote.request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NewNotification = {
  accountId: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** a path of this site */
  url: string;
};

export type NotificationDto = {
  id: number;
  kind: NotificationKind;
  title: string;
  url: string;
  createdAt: string;
  readAt: string | null;
};

export const NotificationsQuerySchema = z.object({
  PageNumber: PageNumber.default(1),
  PageSize: pageSizeParam(20),
  Lang: z.enum(LANGS, { error: 'errors:lang' }).optional(),
});

export const MarkReadSchema = z.object({
  ids: z
    .array(z.number({ error: 'errors:invalidValue' }).int().positive(), {
      error: 'errors:invalidValue',
    })
    .max(200, 'errors:invalidValue')
    .optional(),
});

export async function addNotifications(
  rows: NewNotification[],
  conn: Db | Tx = defaultDb(),
): Promise<void> {
  for (const r of rows)
    if (!/^\/(?!\/)/.test(r.url)) throw new Error(`A notification links to a path: ${r.url}`);
  if (rows.length > 0) await conn.insert(notifications).values(rows);
}

export function notificationTitle(
  lang: Lang,
  kind: string,
  params: Record<string, string | number>,
): string {
  return translate(lang, `notifications:kinds.${kind}`, params);
}

/** The unread count of the bell. */
export async function notificationUnreadTotal(
  accountId: number,
  conn: Db = defaultDb(),
): Promise<number> {
  const [row] = await conn
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The same count as a scalar subquery, read with the session of a page (src/middleware.ts). */
export function notificationUnreadSql(accountId: SQLWrapper) {
  const total = defaultDb()
    .select({ n: sql`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return sql<number>`(${total})`.mapWith(Number);
}

const perRequest = new WeakMap<object, Promise<number>>();

/** The count read with the session: bellFor answers it without a query. */
export function primeBell(locals: object, total: number): void {
  perRequest.set(locals, Promise.resolve(total));
}

/** The header's bell count of this request's account (0 for visitors). */
export function bellFor(locals: { account: SessionAccount | null }): Promise<number> {
  let pending = perRequest.get(locals);
  if (!pending) {
    pending = locals.account ? notificationUnreadTotal(locals.account.id) : Promise.resolve(0);
    perRequest.set(locals, pending);
  }
  return pending;
}

/** GET /api/notifications: newest first, with `metaData.unreadTotal`. */
export async function listNotifications(
  accountId: number,
  q: { PageNumber: number; PageSize: number },
  lang: Lang,
): Promise<Paged<NotificationDto> & { metaData: { unreadTotal: number } }> {
  const [rows, [totals]] = await Promise.all([
    defaultDb()
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(desc(notifications.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    defaultDb()
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(eq(notifications.accountId, accountId)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      title: notificationTitle(lang, r.kind, r.params),
      url: r.url,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    metaData: {
      totalCount: totals?.total ?? 0,
      pageNumber: q.PageNumber,
      pageSize: q.PageSize,
      unreadTotal: totals?.unread ?? 0,
    },
  };
}

/** POST /api/notifications/read: the given ones (only the caller's), or all; the unread total after. */
export async function markNotificationsRead(
  accountId: number,
  ids: number[] | undefined,
): Promise<number> {
  await defaultDb()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.accountId, accountId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined,
      ),
    );
  return notificationUnreadTotal(accountId);
}
