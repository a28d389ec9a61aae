// Configuration is read once from the environment and validated: a bad value stops the server
// with a message naming the variable, instead of failing later on a user's request.
import { z } from 'zod';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default('localhost'),
  SITE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool.default(true),
  // Tests only: each page and endpoint answers its number of database queries in X-Db-Queries
  // (src/lib/db/query-count.server.ts). Off: nothing is counted.
  COUNT_DB_QUERIES: bool.default(false),
  ADMIN_PHONE: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  CALL_CENTER_PHONE: z.string().min(3).default('+998712000000'),
  TELEGRAM_CHAT_URL: z.url().default('https://t.me/quruvchi_uz_chat'),
  PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_ALLOWED_PREFIXES: z
    .string()
    .default('+998')
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ESKIZ_EMAIL: z.string().optional(),
  ESKIZ_PASSWORD: z.string().optional(),
  ESKIZ_BASE_URL: z.url().default('https://notify.eskiz.uz/api'),
  ESKIZ_FROM: z.string().default('4546'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Quruvchi.uz <no-reply@quruvchi.uz>'),
  // Uploads on S3-compatible object storage (AWS, MinIO, Garage…) instead of DATA_DIR/uploads when
  // S3_BUCKET is set (src/lib/uploads/storage.server.ts, docs/decisions/012-object-storage.md).
  // S3_ENDPOINT: empty for AWS itself; S3_FORCE_PATH_STYLE: true for most self-hosted stores (MinIO).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Where browsers load images from instead of /media/ (a CDN or a public bucket, serving `<key>`
  // under this URL); /media/ keeps working for links already out there.
  S3_PUBLIC_URL: optionalUrl.transform((u) => u?.replace(/\/+$/, '')),
  // Map tiles (docs/map.md): a URL template with {z}, {x} and {y} on one host (no {s}
  // subdomains: the CSP names exactly one origin). OpenStreetMap's standard tiles by default.
  MAP_TILE_URL: z
    .url()
    .refine(
      (u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)) && !u.includes('{s}'),
      'must hold {z}, {x} and {y} on one host (no {s})',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PRO_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Payments (src/lib/billing, docs/payments.md). Unset: no provider, PRO stays free and no payment
  // button appears. PAYME_KEY is the production key; PAYME_TEST_KEY, while set, is accepted too (for
  // Payme's sandbox checks; remove it once they pass).
  PAYME_MERCHANT_ID: optionalText,
  PAYME_KEY: optionalText,
  PAYME_TEST_KEY: optionalText,
  PAYME_CHECKOUT_URL: z.url().default('https://checkout.paycom.uz'),
  CLICK_SERVICE_ID: optionalText,
  CLICK_MERCHANT_ID: optionalText,
  CLICK_SECRET_KEY: optionalText,
  CLICK_MERCHANT_USER_ID: optionalText,
  CLICK_CHECKOUT_URL: z.url().default('https://my.click.uz/services/pay'),
  // The Telegram bot (src/lib/telegram, docs/telegram.md). Unset token: no bot, no Telegram channel.
  // The username is the bot's (@ optional), the link t.me/<username>?start=… names it; the secret is
  // what Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every update (setWebhook's
  // secret_token: 1–256 of A-Z a-z 0-9 _ -; we ask for 16 or more so it cannot be guessed).
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456789:AA… (from @BotFather)')
      .optional(),
  ),
  TELEGRAM_BOT_USERNAME: optionalText
    .transform((v) => v?.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "must be the bot's username, e.g. quruvchi_bot")
        .optional(),
    ),
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 of A-Z, a-z, 0-9, _ and -')
      .optional(),
  ),
  TELEGRAM_API_ROOT: z
    .url()
    .default('https://api.telegram.org')
    .transform((u) => u.replace(/\/+$/, '')),
  // auto: Secure when the client's protocol is https (behind a proxy: only with TRUST_PROXY).
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  // Which proxies may set X-Forwarded-For/-Proto/-Host: off (default), a hop count (`1`), or a
  // comma-separated list of addresses/CIDRs (src/lib/trust-proxy.ts).
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (typeof parsed !== 'string') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // SIGTERM: how long requests in flight may take to finish before their connections are cut
  // (src/server/graceful.ts). Keep it under the process manager's kill timeout (systemd: 90 s,
  // Docker: 10 s by default — raise `stop_grace_period` or lower this).
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  // Server processes (node:cluster, src/server/cluster.server.ts): 1 by default, 0 = one per
  // core. Only with DATABASE_URL: PGlite is one process's database, so without it this stays 1.
  WEB_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(1),
  // PGlite (no DATABASE_URL) runs in a worker thread, on the second core; `false` keeps it on the
  // thread that renders pages (docs/decisions/015-pglite-in-a-worker.md).
  PGLITE_WORKER: bool.default(true),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; uploadDir: string };

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const d = result.data;
  // Keys are not optional with a bucket: without them the SDK would hunt for credentials elsewhere
  // (instance metadata…) and the first upload, not the start, would fail.
  const missing = d.S3_BUCKET
    ? (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !d[k])
    : [];
  const lines = missing.map((k) => `  ${k}: required when S3_BUCKET is set`);
  if (d.S3_PUBLIC_URL && !d.S3_BUCKET) lines.push('  S3_PUBLIC_URL: needs S3_BUCKET');
  // Half a provider would show a payment button whose callbacks can never be accepted.
  if (d.PAYME_MERCHANT_ID && !d.PAYME_KEY && !d.PAYME_TEST_KEY)
    lines.push('  PAYME_KEY: required when PAYME_MERCHANT_ID is set');
  if ((d.PAYME_KEY || d.PAYME_TEST_KEY) && !d.PAYME_MERCHANT_ID)
    lines.push('  PAYME_MERCHANT_ID: required when PAYME_KEY is set');
  const click = ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_SECRET_KEY'] as const;
  if (click.some((k) => d[k]))
    for (const k of click.filter((k) => !d[k]))
      lines.push(`  ${k}: required when any of ${click.join(', ')} is set`);
  // A token without the rest would make links naming no bot, or a webhook nobody can call.
  const telegram = ['TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'] as const;
  if (d.TELEGRAM_BOT_TOKEN)
    for (const k of telegram.filter((k) => !d[k]))
      lines.push(`  ${k}: required when TELEGRAM_BOT_TOKEN is set`);
  else for (const k of telegram.filter((k) => d[k])) lines.push(`  ${k}: needs TELEGRAM_BOT_TOKEN`);
  if (lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const dataDir = path.resolve(result.data.DATA_DIR);
  return { ...result.data, dataDir, uploadDir: path.join(dataDir, 'uploads') };
}

export type PaymentProvider = 'payme' | 'click';

/** The providers whose settings are complete; none (the default) keeps PRO free. */
export function paymentProviders(c: Config = config()): PaymentProvider[] {
  const out: PaymentProvider[] = [];
  if (c.PAYME_MERCHANT_ID && (c.PAYME_KEY || c.PAYME_TEST_KEY)) out.push('payme');
  if (c.CLICK_SERVICE_ID && c.CLICK_MERCHANT_ID && c.CLICK_SECRET_KEY) out.push('click');
  return out;
}

/** The configured providers' checkout origins: where the buy form's answer sends the browser. */
export function checkoutOrigins(c: Config = config()): string[] {
  const url = { payme: c.PAYME_CHECKOUT_URL, click: c.CLICK_CHECKOUT_URL };
  return paymentProviders(c).map((p) => new URL(url[p]).origin);
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
