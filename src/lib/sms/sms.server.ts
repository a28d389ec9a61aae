// SMS behind a provider interface (docs/decisions/006-accounts.md): `log` by default, `eskiz` when its credentials are
// set. Callers never know which one runs; tests exercise both through the same function.
import { config, type Config } from '../config.server';
import { log } from '@/lib/platform/log.server';
import { appendOutbox } from './outbox.server';
import { EskizProvider } from './eskiz-provider.server';
import type { SmsMessage, SmsProvider } from './sms-types';

export const logSmsProvider: SmsProvider = {
  name: 'log',
  async send({ to, text, purpose }) {
    // The text carries a sign-in code: only the outbox file (DATA_DIR/outbox.jsonl, never served)
    // and a debug line hold it, so a production log at `info` shows no code.
    log.info(`SMS to ${to} (${purpose}) written to the outbox`);
    log.debug(`SMS to ${to} (${purpose}): ${text}`);
    await appendOutbox({ to, text, purpose, at: new Date().toISOString() });
  },
};

let cached: { key: string; provider: SmsProvider } | undefined;

/** The configured provider (re-created when the configuration it was made from changes). */
export function smsProvider(cfg: Config = config()): SmsProvider {
  const key = `${cfg.ESKIZ_BASE_URL}|${cfg.ESKIZ_EMAIL ?? ''}`;
  if (cached?.key === key) return cached.provider;
  const provider =
    cfg.ESKIZ_EMAIL && cfg.ESKIZ_PASSWORD
      ? new EskizProvider({
          baseUrl: cfg.ESKIZ_BASE_URL,
          email: cfg.ESKIZ_EMAIL,
          password: cfg.ESKIZ_PASSWORD,
          from: cfg.ESKIZ_FROM,
        })
      : logSmsProvider;
  cached = { key, provider };
  return provider;
}

export function sendSms(message: SmsMessage): Promise<void> {
  return smsProvider().send(message);
}
