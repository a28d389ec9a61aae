// Sending a code: the SMS-pumping and brute-force defences of docs/quality.md come first (allowed
// country prefixes, the resend countdown, 5 codes per number and 30 per IP address an hour), then
// the code is made and delivered by SMS or e-mail in the user's language.
// The countdown and the counters are kept per *target*, whether or not an account stands behind
// it, so the answers of password recovery cannot tell which numbers are registered.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { AppError } from '@/lib/http/app-error';
import { config } from '../config.server';
import { translate } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { sendMail } from '../mail/mail.server';
import { lastHit, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { keys, LIMITS, RESEND_SECONDS } from '@/lib/rate-limit/limits';
import { rateLimitedError } from '@/lib/rate-limit/rate-limited';
import { log } from '@/lib/platform/log.server';
import { sendSms } from '../sms/sms.server';
import { hashPassword } from './password.server';
import { issueCode, type CodePurpose, type IssueOptions } from './codes.server';

export type Channel = 'phone' | 'email';
export const channelOf = (target: string): Channel => (target.includes('@') ? 'email' : 'phone');

/** SMS only to the configured country prefixes (+998 by default), and only to real numbers. */
export function assertSmsAllowed(phone: string, field = 'username') {
  const allowed = config().SMS_ALLOWED_PREFIXES.some((p) => phone.startsWith(p));
  if (!allowed || !isValidPhoneNumber(phone)) {
    throw new AppError(400, 'validation_failed', 'auth:phoneNotAllowed', {
      [field]: 'auth:phoneNotAllowed',
    });
  }
}

/** Seconds left on the resend countdown of a target and purpose (0 when a code may be sent). */
export async function resendWait(
  purpose: CodePurpose,
  target: string,
  now = new Date(),
): Promise<number> {
  const last = await lastHit(keys.resend(purpose, target));
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000));
}

/**
 * Throws 429 when a code may not be sent now; records the send otherwise. The countdown and both
 * counters are reserved together in one atomic step before anything is sent, so parallel requests
 * cannot all pass the check and each send a code. Answers the hits, for `releaseHits` when it
 * turns out no code is sent after all.
 */
export async function reserveSend(
  purpose: CodePurpose,
  target: string,
  ip: string,
  now = new Date(),
): Promise<number[]> {
  const sent = await reserveHits(
    [
      { key: keys.resend(purpose, target), rule: LIMITS.resendCountdown },
      { key: keys.codeTarget(target), rule: LIMITS.codesPerTarget },
      { key: keys.codeIp(ip), rule: LIMITS.codesPerIp },
    ],
    now,
  );
  if (!sent.allowed) throw rateLimitedError(sent.retryAfterSeconds);
  return sent.hitIds;
}

export type DeliverOptions = {
  target: string;
  purpose: CodePurpose;
  accountId: number | null;
  payload?: unknown;
  lang: Lang;
  ip: string;
  /** site origin for the e-mail link */
  origin: string;
  now?: Date;
  replace?: IssueOptions['replace'];
};

const LINK_PATH: Partial<Record<CodePurpose, string>> = { register: '/account/register/verify' };

/**
 * Makes a code and sends it. Delivery failures are logged and answered with a 503, unless
 * `background` is set: then the answer does not wait for the SMS gateway or mail server (their
 * timing must not tell a real account from a made-up one) and a failure is only logged.
 */
export async function deliverCode(
  opts: DeliverOptions & {
    background?: boolean;
    /** false: store the code, send nothing */ deliver?: boolean;
  },
): Promise<void> {
  const channel = channelOf(opts.target);
  const linkPath = channel === 'email' ? LINK_PATH[opts.purpose] : undefined;
  const { code, linkToken } = await issueCode({
    target: opts.target,
    purpose: opts.purpose,
    accountId: opts.accountId,
    payload: opts.payload,
    withLink: !!linkPath,
    ip: opts.ip,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.replace ? { replace: opts.replace } : {}),
  });
  const text = translate(opts.lang, `auth:sms.${opts.purpose}`, { code });
  const send = async () => {
    if (channel === 'phone') {
      await sendSms({ to: opts.target, text, purpose: opts.purpose });
    } else {
      const link =
        linkToken && linkPath
          ? `${opts.origin}${linkPath}?token=${encodeURIComponent(linkToken)}`
          : null;
      const body = link ? `${text}\n\n${translate(opts.lang, 'auth:mail.link', { link })}` : text;
      await sendMail({
        to: opts.target,
        subject: translate(opts.lang, `auth:mail.subject.${opts.purpose}`),
        text: body,
        purpose: opts.purpose,
      });
    }
  };
  if (opts.deliver === false) return;
  if (opts.background) {
    send().catch((e: unknown) =>
      log.warn(`A ${opts.purpose} code was not delivered by ${channel}: ${String(e)}`),
    );
    return;
  }
  try {
    await send();
  } catch (e) {
    log.error(`Could not send a ${opts.purpose} code by ${channel}`, e);
    throw new AppError(503, 'internal', 'auth:sendFailed');
  }
}

/** The work a real code costs (one argon2id hash), done when there is nobody to send it to. */
export async function dummyCodeWork(): Promise<void> {
  await hashPassword('00000');
}
