// The quote request a message names (messages.quote_request_id, set when a specialist responds to
// a request: docs/quote-requests.md "Responding"), as a conversation shows it: the request's id and
// its service in the reader's language. Both people of the conversation are the request's customer
// and a specialist it was sent to, so nothing more is checked here.
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { quoteRequests, services } from '@/lib/db/schema';
import { LANGS, pickName, type Lang } from '@/lib/i18n/languages';
import type { Conn } from './access.server';
import type { QuoteRequestRef } from './message-dto';

/** The service's name in every language, so the live stream can pick each reader's own. */
export type QuoteRefNames = { id: number; serviceId: number; names: Record<Lang, string> };

export async function loadQuoteRefNames(
  ids: (number | null)[],
  conn: Conn = db(),
): Promise<Map<number, QuoteRefNames>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await conn
    .select({
      id: quoteRequests.id,
      serviceId: services.id,
      nameUz: services.nameUz,
      nameOz: services.nameOz,
      nameRu: services.nameRu,
      nameEn: services.nameEn,
    })
    .from(quoteRequests)
    .innerJoin(services, eq(services.id, quoteRequests.serviceId))
    .where(inArray(quoteRequests.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        serviceId: r.serviceId,
        names: Object.fromEntries(LANGS.map((l) => [l, pickName(r, l)])) as Record<Lang, string>,
      },
    ]),
  );
}

export const quoteRefIn = (n: QuoteRefNames, lang: Lang): QuoteRequestRef => ({
  id: n.id,
  service: { id: n.serviceId, name: n.names[lang] },
});

/** The requests among `ids` with their service named in `lang`. */
export async function loadQuoteRefs(
  ids: (number | null)[],
  lang: Lang,
  conn: Conn = db(),
): Promise<Map<number, QuoteRequestRef>> {
  const names = await loadQuoteRefNames(ids, conn);
  return new Map([...names].map(([id, n]) => [id, quoteRefIn(n, lang)]));
}
