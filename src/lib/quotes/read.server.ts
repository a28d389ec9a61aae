// The reads of quote requests (docs/quote-requests.md): the customer's own with who responded, and
// a specialist's inbox of the requests matched to them. The inbox never shows the customer's name
// or phone to a specialist who has not responded: before that, the request is the job, not the
// person (the customer chooses whom to talk to by answering, as on YouDo).
import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  districts,
  quoteRequestImages,
  quoteRequestMatches,
  quoteRequests,
  regions,
  services,
} from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { loadParties, type Party } from '@/lib/messages/parties.server';
import type { QuoteImageDto } from './images.server';
import type { QuotesPage } from './quotes.schema';

type Named = { id: number; name: string };
type Row = typeof quoteRequests.$inferSelect;

/** What every reader of a request sees: the job itself. */
export type QuoteJob = {
  id: number;
  service: Named;
  region: Named;
  district: Named | null;
  description: string;
  budgetMin: number | null;
  budgetMax: number | null;
  startBy: string | null;
  images: QuoteImageDto[];
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
};

export type QuoteResponse = {
  id: number;
  from: Party;
  conversationId: number | null;
  createdAt: string;
};

/** The customer's view: the job, how many it went to, who responded, whom they chose. */
export type MyQuote = QuoteJob & {
  matchedCount: number;
  responses: QuoteResponse[];
  chosenResponseId: number | null;
};

/** A matched specialist's view: the customer only once the specialist responded. */
export type InboxQuote = QuoteJob & {
  matchedAt: string;
  respondedAt: string | null;
  conversationId: number | null;
  /** Whether the customer chose this specialist's response. */
  chosen: boolean;
  customer: { accountId: number; fullName: string; phone: string | null } | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function loadJobs(rows: Row[], lang: Lang): Promise<Map<number, QuoteJob>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const uniq = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const [svc, reg, dist, imgs] = await Promise.all([
    db()
      .select()
      .from(services)
      .where(inArray(services.id, uniq(rows.map((r) => r.serviceId)))),
    db()
      .select()
      .from(regions)
      .where(inArray(regions.id, uniq(rows.map((r) => r.regionId)))),
    uniq(rows.map((r) => r.districtId)).length
      ? db()
          .select()
          .from(districts)
          .where(inArray(districts.id, uniq(rows.map((r) => r.districtId))))
      : Promise.resolve([]),
    db()
      .select()
      .from(quoteRequestImages)
      .where(inArray(quoteRequestImages.requestId, ids))
      .orderBy(asc(quoteRequestImages.position)),
  ]);
  const named = <
    T extends { id: number; nameUz: string; nameOz: string; nameRu: string; nameEn: string },
  >(
    list: T[],
  ) => new Map(list.map((x) => [x.id, { id: x.id, name: pickName(x, lang) }]));
  const [sv, rg, ds] = [named(svc), named(reg), named(dist)];
  const out = new Map<number, QuoteJob>();
  for (const r of rows)
    out.set(r.id, {
      id: r.id,
      service: sv.get(r.serviceId)!,
      region: rg.get(r.regionId)!,
      district: r.districtId !== null ? (ds.get(r.districtId) ?? null) : null,
      description: r.description,
      budgetMin: r.budgetMin,
      budgetMax: r.budgetMax,
      startBy: r.startBy,
      images: imgs
        .filter((i) => i.requestId === r.id)
        .map((i) => ({ id: i.id, width: i.width, height: i.height, variants: i.variants })),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      closedAt: iso(r.closedAt),
    });
  return out;
}

async function myViews(rows: Row[], lang: Lang): Promise<MyQuote[]> {
  const jobs = await loadJobs(rows, lang);
  const ids = rows.map((r) => r.id);
  const matches = ids.length
    ? await db()
        .select()
        .from(quoteRequestMatches)
        .where(inArray(quoteRequestMatches.requestId, ids))
        .orderBy(asc(quoteRequestMatches.respondedAt), asc(quoteRequestMatches.id))
    : [];
  const parties = await loadParties(matches.filter((m) => m.respondedAt).map((m) => m.accountId));
  return rows.map((r) => {
    const mine = matches.filter((m) => m.requestId === r.id);
    return {
      ...jobs.get(r.id)!,
      matchedCount: mine.length,
      responses: mine
        .filter((m) => m.respondedAt !== null && parties.has(m.accountId))
        .map((m) => ({
          id: m.id,
          from: parties.get(m.accountId)!,
          conversationId: m.conversationId,
          createdAt: m.respondedAt!.toISOString(),
        })),
      chosenResponseId: r.chosenMatchId,
    };
  });
}

const metaOf = (total: number, page: QuotesPage) => ({
  totalCount: total,
  pageNumber: page.PageNumber,
  pageSize: page.PageSize,
});

/** GET /api/quote-requests: the caller's own requests, newest first. */
export async function listMyQuotes(
  customer: SessionAccount,
  page: QuotesPage,
  lang: Lang,
): Promise<Paged<MyQuote>> {
  const mine = eq(quoteRequests.customerAccountId, customer.id);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(quoteRequests)
      .where(mine)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(page.PageSize)
      .offset((page.PageNumber - 1) * page.PageSize),
    db().select({ n: count() }).from(quoteRequests).where(mine),
  ]);
  return { items: await myViews(rows, lang), metaData: metaOf(total?.n ?? 0, page) };
}

/** GET /api/quote-requests/{id}: the caller's own request; anyone else's is 404. */
export async function getMyQuote(
  customer: SessionAccount,
  id: number,
  lang: Lang,
): Promise<MyQuote> {
  const rows = await db()
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.customerAccountId, customer.id)));
  if (rows.length === 0) throw notFound();
  return (await myViews(rows, lang))[0]!;
}

/** GET /api/quote-requests/inbox: the requests matched to the caller, newest first. */
export async function listInbox(
  account: SessionAccount,
  page: QuotesPage,
  lang: Lang,
): Promise<Paged<InboxQuote>> {
  const m = quoteRequestMatches;
  // A request of a customer an admin disabled since leaves the inbox: nobody can answer it.
  const mine = and(
    eq(m.accountId, account.id),
    notExists(
      db()
        .select({ one: sql`1` })
        .from(quoteRequests)
        .innerJoin(accounts, eq(accounts.id, quoteRequests.customerAccountId))
        .where(and(eq(quoteRequests.id, m.requestId), eq(accounts.isBlocked, true))),
    ),
  );
  const [matches, [total]] = await Promise.all([
    db()
      .select()
      .from(m)
      .where(mine)
      .orderBy(desc(m.matchedAt), desc(m.id))
      .limit(page.PageSize)
      .offset((page.PageNumber - 1) * page.PageSize),
    db().select({ n: count() }).from(m).where(mine),
  ]);
  const rows = matches.length
    ? await db()
        .select()
        .from(quoteRequests)
        .where(
          inArray(
            quoteRequests.id,
            matches.map((x) => x.requestId),
          ),
        )
    : [];
  const jobs = await loadJobs(rows, lang);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Only the customers of requests this account responded to.
  const answered = matches.filter((x) => x.respondedAt !== null);
  const customers = answered.length
    ? await db()
        .select({ id: accounts.id, fullName: accounts.fullName, phone: accounts.phone })
        .from(accounts)
        .where(
          inArray(
            accounts.id,
            answered.map((x) => byId.get(x.requestId)!.customerAccountId),
          ),
        )
    : [];
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  const items = matches.map((x): InboxQuote => {
    const req = byId.get(x.requestId)!;
    const c = x.respondedAt ? customerOf.get(req.customerAccountId) : undefined;
    return {
      ...jobs.get(x.requestId)!,
      matchedAt: x.matchedAt.toISOString(),
      respondedAt: iso(x.respondedAt),
      conversationId: x.conversationId,
      chosen: req.chosenMatchId === x.id,
      customer: c ? { accountId: c.id, fullName: c.fullName, phone: c.phone } : null,
    };
  });
  return { items, metaData: metaOf(total?.n ?? 0, page) };
}
