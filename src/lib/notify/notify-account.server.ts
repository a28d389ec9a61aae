// A short notice to an account — an invitation, a join request, an answer; later a new message — by
// SMS when the account has a phone we may text, else by e-mail, in the account's language, through
// the same providers as the codes (log/outbox by default, Eskiz, SMTP).
// - A notice never carries a link that signs in: only a plain path of the public site (`link`), put
//   on the public origin (SITE_URL), for the person to open and sign in as usual.
// - `oncePer` caps how often one subject reaches one account: the first notice in the window is
//   sent, the rest are dropped (an agency inviting, withdrawing and inviting again must not text the
//   agent each time). Counted in the rate-limit table, so every server process shares it.
// - Delivery is best effort: a failing provider is logged and the notice dropped (its `oncePer` slot
//   given back), never failing the action that caused it.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config.server';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { translate } from '@/lib/i18n/i18n';
import { DEFAULT_LANG, isLang } from '@/lib/i18n/languages';
import { sendMail } from '@/lib/mail/mail.server';
import { releaseHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { log } from '@/lib/platform/log.server';
import { sendSms } from '@/lib/sms/sms.server';

export type Notice = {
  /** `namespace:key` of a group holding `subject` (e-mail) and `text`; `text` may use {{link}} */
  key: string;
  params?: Record<string, string | number>;
  /** a path of the public site (`/account/employees`), never a URL that signs in */
  link?: string;
  /** at most one notice per `key` in `seconds` (the key should name the receiver) */
  oncePer?: { key: string; seconds: number };
};

export type NoticeResult = 'sent' | 'skipped' | 'failed';

/** SMS only to the configured country prefixes and to real numbers, as for codes. */
function textable(phone: string | null): phone is string {
  if (!phone) return false;
  return (
    config().SMS_ALLOWED_PREFIXES.some((p) => phone.startsWith(p)) && isValidPhoneNumber(phone)
  );
}

export async function notifyAccount(accountId: number, notice: Notice): Promise<NoticeResult> {
  if (notice.link !== undefined && !/^\/(?!\/)/.test(notice.link))
    throw new Error(`A notice link must be a path of this site: ${notice.link}`);
  try {
    return await deliver(accountId, notice);
  } catch (e) {
    // The action that caused the notice is already done (committed): it must not answer 500.
    log.warn(`A notice (${notice.key}) to account ${accountId} was not sent: ${String(e)}`);
    return 'failed';
  }
}

async function deliver(accountId: number, notice: Notice): Promise<NoticeResult> {
  const [account] = await db()
    .select({
      phone: accounts.phone,
      email: accounts.email,
      lang: accounts.lang,
      isBlocked: accounts.isBlocked,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || account.isBlocked) return 'skipped';
  const channel = textable(account.phone) ? 'sms' : account.email ? 'email' : null;
  if (!channel) return 'skipped';

  let hitIds: number[] = [];
  if (notice.oncePer) {
    const slot = await reserveHits([
      {
        key: `notice:${notice.oncePer.key}`,
        rule: { limit: 1, windowMs: notice.oncePer.seconds * 1000 },
      },
    ]);
    if (!slot.allowed) return 'skipped';
    hitIds = slot.hitIds;
  }

  const lang = isLang(account.lang) ? account.lang : DEFAULT_LANG;
  const params = {
    ...(notice.params ?? {}),
    ...(notice.link !== undefined ? { link: `${configuredOrigin()}${notice.link}` } : {}),
  };
  const text = translate(lang, `${notice.key}.text`, params);
  try {
    if (channel === 'sms') await sendSms({ to: account.phone!, text, purpose: 'notice' });
    else
      await sendMail({
        to: account.email!,
        subject: translate(lang, `${notice.key}.subject`, params),
        text,
        purpose: 'notice',
      });
    return 'sent';
  } catch (e) {
    log.warn(`A notice (${notice.key}) to account ${accountId} failed by ${channel}: ${String(e)}`);
    await releaseHits(hitIds);
    return 'failed';
  }
}
