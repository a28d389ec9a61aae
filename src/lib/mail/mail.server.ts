// E-mail behind the same kind of interface as SMS: `log` by default (server log and the outbox),
// SMTP through nodemailer when SMTP_URL is set.
import { config, type Config } from '../config.server';
import { log } from '@/lib/platform/log.server';
import { appendOutbox } from '../sms/outbox.server';

/** `notice`: a short notice to an account (src/lib/notify/notify-account.server.ts). */
/** `alert`: a saved search's new projects (src/lib/saved-searches), with List-Unsubscribe headers. */
export type MailPurpose = 'register' | 'reset' | 'changePhone' | 'notice' | 'alert';
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  purpose: MailPurpose;
  /** extra headers (List-Unsubscribe, List-Unsubscribe-Post) */
  headers?: Record<string, string>;
};

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export const logMailProvider: MailProvider = {
  name: 'log',
  async send({ to, subject, text, purpose, headers }) {
    // Like SMS (sms.server.ts): the code or reset link is in the outbox and at `debug` only.
    log.info(`E-mail to ${to} (${purpose}) written to the outbox: ${subject}`);
    log.debug(`E-mail to ${to} (${purpose}): ${subject} — ${text.replace(/\s+/g, ' ')}`);
    await appendOutbox({
      to,
      subject,
      text,
      purpose,
      at: new Date().toISOString(),
      ...(headers ? { headers } : {}),
    });
  },
};

export class SmtpProvider implements MailProvider {
  readonly name = 'smtp';
  private transport:
    Promise<{ sendMail(m: Record<string, unknown>): Promise<unknown> }> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send({ to, subject, text, headers }: MailMessage): Promise<void> {
    // nodemailer is loaded only when SMTP is configured (it is a server-only dependency).
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    await (await this.transport).sendMail({ from: this.from, to, subject, text, headers });
  }
}

let cached: { key: string; provider: MailProvider } | undefined;

export function mailProvider(cfg: Config = config()): MailProvider {
  const key = cfg.SMTP_URL ?? '';
  if (cached?.key === key) return cached.provider;
  const provider = cfg.SMTP_URL ? new SmtpProvider(cfg.SMTP_URL, cfg.MAIL_FROM) : logMailProvider;
  cached = { key, provider };
  return provider;
}

export function sendMail(message: MailMessage): Promise<void> {
  return mailProvider().send(message);
}
