// "New quote request" by SMS or e-mail to each matched specialist or company, once the request is
// written (docs/quote-requests.md "Notices"), through notifyAccount: in the receiver's language,
// by SMS when they have a number we may text, else e-mail; the service and the region only, never
// the customer's name, phone or text (an SMS is read on a lock screen), and only the path of the
// inbox. The same limits as the new-message notices: never to someone who turned notices off
// (accounts.notifyMessages) and at most one in QUOTE_NOTICE_HOURS per account — a busy region's
// specialist gets one text, the inbox's badge counts the rest.
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, regions, services } from '@/lib/db/schema';
import { isLang, pickName, DEFAULT_LANG } from '@/lib/i18n/languages';
import { EVERY_HOURS } from '@/lib/messages/notices/new-message-notices.server';
import { notifyAccount, type NoticeResult } from '@/lib/notify/notify-account.server';

export const QUOTE_NOTICE_HOURS = EVERY_HOURS;
export const INBOX_PATH = '/account/requests';

export async function noticeNewQuote(q: {
  serviceId: number;
  regionId: number;
  accountIds: number[];
}): Promise<NoticeResult[]> {
  if (q.accountIds.length === 0) return [];
  const [receivers, [service], [region]] = await Promise.all([
    db()
      .select({ id: accounts.id, lang: accounts.lang, notify: accounts.notifyMessages })
      .from(accounts)
      .where(inArray(accounts.id, q.accountIds)),
    db().select().from(services).where(eq(services.id, q.serviceId)),
    db().select().from(regions).where(eq(regions.id, q.regionId)),
  ]);
  if (!service || !region) return [];
  return Promise.all(
    receivers
      .filter((r) => r.notify)
      .map((r) => {
        const lang = isLang(r.lang) ? r.lang : DEFAULT_LANG;
        return notifyAccount(r.id, {
          key: 'quotes:notice.newRequest',
          params: { service: pickName(service, lang), region: pickName(region, lang) },
          link: INBOX_PATH,
          oncePer: { key: `quote-request:${r.id}`, seconds: QUOTE_NOTICE_HOURS * 3600 },
        });
      }),
  );
}
