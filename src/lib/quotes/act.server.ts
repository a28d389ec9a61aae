// What happens to a quote request after it is sent (docs/quote-requests.md): a matched specialist
// responds once, which opens (or continues) their conversation with the customer through the
// messages domain, the message naming the request; the customer chooses one response or closes
// the request, and every matched specialist then sees it closed.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { quoteRequestMatches, quoteRequests } from '@/lib/db/schema';
import { conflict, invalidInput, notFound } from '@/lib/http/app-error';
import { parseWith } from '@/lib/http/validate';
import type { Lang } from '@/lib/i18n/languages';
import { sendMessage } from '@/lib/messages/send.server';
import { getMyQuote, type MyQuote } from './read.server';
import { ChooseSchema, QUOTE_ERRORS, RespondSchema } from './quotes.schema';
import { addNotifications } from '@/lib/notify/notifications.server';

/**
 * POST /api/quote-requests/{id}/respond: not matched → 404, already responded → 409, closed → 409.
 * The response is claimed first (one statement: two parallel responses cannot both pass), then
 * written as a message; a refused message (the customer blocked the specialist, a limit) gives the
 * claim back, so nothing is left half done.
 */
export async function respondToQuote(
  account: SessionAccount,
  requestId: number,
  input: unknown,
  opts: { now?: Date; ip?: string } = {},
): Promise<{ conversationId: number }> {
  const data = parseWith(RespondSchema, input);
  const now = opts.now ?? new Date();
  const [row] = await db()
    .select({
      matchId: quoteRequestMatches.id,
      respondedAt: quoteRequestMatches.respondedAt,
      status: quoteRequests.status,
      customerId: quoteRequests.customerAccountId,
    })
    .from(quoteRequestMatches)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestMatches.requestId))
    .where(
      and(
        eq(quoteRequestMatches.requestId, requestId),
        eq(quoteRequestMatches.accountId, account.id),
      ),
    );
  if (!row) throw notFound();
  if (row.respondedAt) throw conflict(QUOTE_ERRORS.alreadyResponded);
  if (row.status === 'closed') throw conflict(QUOTE_ERRORS.closed);
  const claim = await db().transaction(async (tx) => {
    // The request's row is held while the match is claimed: a customer's close (which locks it for
    // update) either waits for the claim or is seen by it, so no response lands on a request that
    // was closed first.
    const [req] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId))
      .for('share');
    if (req?.status !== 'open') return 'closed' as const;
    const claimed = await tx
      .update(quoteRequestMatches)
      .set({ respondedAt: now })
      .where(and(eq(quoteRequestMatches.id, row.matchId), isNull(quoteRequestMatches.respondedAt)))
      .returning({ id: quoteRequestMatches.id });
    return claimed.length === 0 ? ('taken' as const) : ('claimed' as const);
  });
  if (claim === 'closed') throw conflict(QUOTE_ERRORS.closed);
  if (claim === 'taken') throw conflict(QUOTE_ERRORS.alreadyResponded);
  try {
    const sent = await sendMessage(
      account,
      { toAccountId: row.customerId, content: data.content },
      { now, quoteRequestId: requestId, ...(opts.ip ? { ip: opts.ip } : {}) },
    );
    await db()
      .update(quoteRequestMatches)
      .set({ conversationId: sent.conversationId })
      .where(eq(quoteRequestMatches.id, row.matchId));
    // The customer's bell: who answered, and the conversation to read it in.
    await addNotifications([
      {
        accountId: row.customerId,
        kind: 'quote.response',
        params: { name: account.fullName },
        url: `/account/messages?c=${sent.conversationId}`,
      },
    ]);
    return { conversationId: sent.conversationId };
  } catch (e) {
    await db()
      .update(quoteRequestMatches)
      .set({ respondedAt: null })
      .where(eq(quoteRequestMatches.id, row.matchId));
    throw e;
  }
}

/** The customer's own open request, locked for the change; 404 for anyone else's. */
async function closeOwn(
  customer: SessionAccount,
  requestId: number,
  chosenMatchId: number | null,
  now: Date,
): Promise<'closed' | 'wasClosed'> {
  return db().transaction(async (tx) => {
    const [req] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.customerAccountId, customer.id)))
      .for('update');
    if (!req) throw notFound();
    if (req.status === 'closed') return 'wasClosed';
    if (chosenMatchId !== null) {
      const [response] = await tx
        .select({ id: quoteRequestMatches.id })
        .from(quoteRequestMatches)
        .where(
          and(
            eq(quoteRequestMatches.id, chosenMatchId),
            eq(quoteRequestMatches.requestId, requestId),
            isNotNull(quoteRequestMatches.respondedAt),
          ),
        );
      if (!response) throw invalidInput({ responseId: QUOTE_ERRORS.unknownResponse });
    }
    await tx
      .update(quoteRequests)
      .set({ status: 'closed', closedAt: now, chosenMatchId })
      .where(eq(quoteRequests.id, requestId));
    return 'closed';
  });
}

/** POST /api/quote-requests/{id}/choose { responseId }: closes it with that response; closed → 409. */
export async function chooseQuoteResponse(
  customer: SessionAccount,
  requestId: number,
  input: unknown,
  opts: { now?: Date; lang?: Lang } = {},
): Promise<MyQuote> {
  const data = parseWith(ChooseSchema, input);
  const outcome = await closeOwn(customer, requestId, data.responseId, opts.now ?? new Date());
  if (outcome === 'wasClosed') throw conflict(QUOTE_ERRORS.closed);
  return getMyQuote(customer, requestId, opts.lang ?? 'uz');
}

/** POST /api/quote-requests/{id}/close: closes it without a choice; closing again changes nothing. */
export async function closeQuoteRequest(
  customer: SessionAccount,
  requestId: number,
  opts: { now?: Date; lang?: Lang } = {},
): Promise<MyQuote> {
  await closeOwn(customer, requestId, null, opts.now ?? new Date());
  return getMyQuote(customer, requestId, opts.lang ?? 'uz');
}
