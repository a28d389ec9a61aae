// The e-mail channel: one message per delivery, in the account's language, through the site's
// mail provider, with a one-click unsubscribe link (no sign-in: a signed token) in the text and in
// the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), which stop this search's e-mails.
import { translate } from '@/lib/i18n/i18n';
import { sendMail } from '@/lib/mail/mail.server';
import { absolute, projectLines } from '../alert-text.server';
import type { AlertBatch } from '../alert-batch';
import { unsubscribePath, unsubscribeToken } from '../unsubscribe.server';

/** False when the account has no e-mail address. */
export async function sendEmailAlert(batch: AlertBatch): Promise<boolean> {
  if (!batch.email) return false;
  const { lang } = batch;
  const unsubscribe = absolute(
    unsubscribePath(await unsubscribeToken(batch.savedSearchId, batch.accountId)),
  );
  const text = [
    translate(lang, 'savedSearches:mail.intro', {
      name: batch.searchName,
      count: batch.projects.length,
    }),
    ...batch.projects.map((p) => projectLines(p, lang)),
    translate(lang, 'savedSearches:mail.all', { link: absolute(batch.resultsUrl) }),
    translate(lang, 'savedSearches:mail.unsubscribe', { link: unsubscribe }),
  ].join('\n\n');
  await sendMail({
    to: batch.email,
    subject: translate(lang, 'savedSearches:mail.subject', {
      name: batch.searchName,
      count: batch.projects.length,
    }),
    text,
    purpose: 'alert',
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
