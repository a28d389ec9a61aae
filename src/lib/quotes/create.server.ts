// POST /api/quote-requests (docs/quote-requests.md): checks what the schema cannot (the service is
// active, the district lies in the region, the start is not past, the photos are the customer's
// own unattached uploads, the text is new today), then writes the request, attaches its photos and
// fixes its matches in one transaction. Nobody to send it to → 422 `no_match` with the nearest
// regions that have someone, and nothing is written or spent. At most 3 a day (429 + Retry-After).
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  districts,
  quoteRequestImages,
  quoteRequestMatches,
  quoteRequests,
  regions,
  services,
} from '@/lib/db/schema';
import { AppError, conflict, invalidInput } from '@/lib/http/app-error';
import { parseWith } from '@/lib/http/validate';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { LIMITS, keys } from '@/lib/rate-limit/limits';
import { releaseHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { msg } from '@/lib/validation/messages';
import { log } from '@/lib/platform/log.server';
import { matchAccounts, nearestRegionsWithMatches } from './match.server';
import { addNotifications } from '@/lib/notify/notifications.server';
import { noticeNewQuote } from './notices.server';
import { CreateQuoteSchema, QUOTE_ERRORS, type CreateQuoteInput } from './quotes.schema';

const DAY_MS = 24 * 3600 * 1000;
/** Start dates are days in Uzbekistan (UTC+5, no daylight saving). */
const TASHKENT_OFFSET_MS = 5 * 3600 * 1000;

export type CreatedQuote = { id: number; status: 'open'; matchedCount: number; createdAt: string };

const todayInTashkent = (now: Date) =>
  new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);

/** The service and, when it is a sub-service, its parent: both must be active. */
async function serviceIdsFor(serviceId: number): Promise<number[]> {
  const [row] = await db()
    .select({ id: services.id, parentId: services.parentId, isActive: services.isActive })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!row?.isActive) throw invalidInput({ serviceId: QUOTE_ERRORS.unknownService });
  if (row.parentId === 0) return [row.id];
  const [parent] = await db()
    .select({ isActive: services.isActive })
    .from(services)
    .where(eq(services.id, row.parentId));
  if (!parent?.isActive) throw invalidInput({ serviceId: QUOTE_ERRORS.unknownService });
  return [row.id, row.parentId];
}

async function assertPlace(regionId: number, districtId: number | undefined): Promise<void> {
  const [region] = await db()
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.id, regionId));
  if (!region) throw invalidInput({ regionId: QUOTE_ERRORS.unknownRegion });
  if (districtId === undefined) return;
  const [district] = await db()
    .select({ regionId: districts.regionId })
    .from(districts)
    .where(eq(districts.id, districtId));
  if (district?.regionId !== regionId)
    throw invalidInput({ districtId: QUOTE_ERRORS.districtRegion });
}

async function assertOwnImages(customerId: number, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  const [row] = await db()
    .select({ n: count() })
    .from(quoteRequestImages)
    .where(
      and(
        inArray(quoteRequestImages.id, imageIds),
        eq(quoteRequestImages.uploaderAccountId, customerId),
        isNull(quoteRequestImages.requestId),
      ),
    );
  if ((row?.n ?? 0) !== imageIds.length)
    throw invalidInput({ imageIds: QUOTE_ERRORS.foreignImages });
}

async function assertNewText(customerId: number, description: string, now: Date): Promise<void> {
  const [same] = await db()
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.customerAccountId, customerId),
        gt(quoteRequests.createdAt, new Date(now.getTime() - DAY_MS)),
        eq(quoteRequests.description, description),
      ),
    )
    .limit(1);
  if (same) throw conflict(QUOTE_ERRORS.sameText, { description: QUOTE_ERRORS.sameText });
}

async function noMatch(
  q: { serviceIds: number[]; regionId: number; customerId: number },
  lang: Lang,
): Promise<AppError> {
  const near = await nearestRegionsWithMatches(db(), q);
  const names = near.length
    ? await db()
        .select()
        .from(regions)
        .where(
          inArray(
            regions.id,
            near.map((r) => r.regionId),
          ),
        )
    : [];
  const nameOf = new Map(names.map((r) => [r.id, pickName(r, lang)]));
  const suggestions = near.map((r) => ({
    regionId: r.regionId,
    name: nameOf.get(r.regionId) ?? '',
    matchCount: r.matchCount,
  }));
  const key = suggestions.length
    ? msg(QUOTE_ERRORS.noMatch, { regions: suggestions.map((s) => s.name).join(', ') })
    : QUOTE_ERRORS.noMatchAnywhere;
  return new AppError(422, 'no_match', key, { regionId: key }, undefined, { suggestions });
}

/** `opts.now` moves the clock in tests; `opts.lang` names the suggested regions. */
export async function createQuoteRequest(
  customer: SessionAccount,
  input: CreateQuoteInput,
  opts: { now?: Date; lang?: Lang } = {},
): Promise<CreatedQuote> {
  const data = parseWith(CreateQuoteSchema, input);
  const now = opts.now ?? new Date();
  const serviceIds = await serviceIdsFor(data.serviceId);
  await assertPlace(data.regionId, data.districtId);
  if (data.startBy !== undefined && data.startBy < todayInTashkent(now))
    throw invalidInput({ startBy: QUOTE_ERRORS.startInPast });
  await assertOwnImages(customer.id, data.imageIds);
  await assertNewText(customer.id, data.description, now);
  const match = { serviceIds, regionId: data.regionId, customerId: customer.id, now };
  // Checked before spending a slot: a request nobody would get costs the customer nothing.
  if ((await matchAccounts(db(), match)).length === 0)
    throw await noMatch(match, opts.lang ?? 'uz');

  const slot = await reserveHits(
    [{ key: keys.quoteRequests(customer.id), rule: LIMITS.quoteRequestsPerCustomer }],
    now,
  );
  if (!slot.allowed) {
    const message = msg(QUOTE_ERRORS.tooManyRequests, {
      hours: Math.max(1, Math.ceil(slot.retryAfterSeconds / 3600)),
    });
    throw new AppError(429, 'rate_limited', message, undefined, slot.retryAfterSeconds);
  }
  let written: { created: CreatedQuote; accountIds: number[] };
  try {
    written = await db().transaction(async (tx) => {
      // Matched again inside the transaction: the set written is the one of this moment.
      const accountIds = await matchAccounts(tx, match);
      if (accountIds.length === 0) throw await noMatch(match, opts.lang ?? 'uz');
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          customerAccountId: customer.id,
          serviceId: data.serviceId,
          regionId: data.regionId,
          districtId: data.districtId ?? null,
          description: data.description,
          budgetMin: data.budgetMin ?? null,
          budgetMax: data.budgetMax ?? null,
          startBy: data.startBy ?? null,
          createdAt: now,
        })
        .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
      const id = row!.id;
      for (const [position, imageId] of data.imageIds.entries()) {
        const attached = await tx
          .update(quoteRequestImages)
          .set({ requestId: id, position })
          .where(
            and(
              eq(quoteRequestImages.id, imageId),
              eq(quoteRequestImages.uploaderAccountId, customer.id),
              isNull(quoteRequestImages.requestId),
            ),
          )
          .returning({ id: quoteRequestImages.id });
        // Attached to another request in the meantime: nothing of this one is kept.
        if (attached.length === 0) throw invalidInput({ imageIds: QUOTE_ERRORS.foreignImages });
      }
      await tx
        .insert(quoteRequestMatches)
        .values(accountIds.map((accountId) => ({ requestId: id, accountId, matchedAt: now })));
      // Each matched account's bell, live through the messages' stream: the inbox's count in the
      // menu is read only when a page loads.
      await addNotifications(
        accountIds.map((accountId) => ({
          accountId,
          kind: 'quote.request' as const,
          params: {},
          url: '/account/requests',
        })),
        tx,
      );
      const created: CreatedQuote = {
        id,
        status: 'open',
        matchedCount: accountIds.length,
        createdAt: row!.createdAt.toISOString(),
      };
      return { created, accountIds };
    });
  } catch (e) {
    await releaseHits(slot.hitIds);
    throw e;
  }
  // After the commit: a notice about a request that was rolled back would point at nothing.
  await noticeNewQuote({
    serviceId: data.serviceId,
    regionId: data.regionId,
    accountIds: written.accountIds,
  }).catch((e: unknown) =>
    log.warn(`Quote request ${written.created.id}: notices not sent: ${String(e)}`),
  );
  return written.created;
}
