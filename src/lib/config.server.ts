// Configuration is read once from the environment and validated: a bad value stops the server
// with a message naming the variable, instead of failing later on a user's request.
import { z } from 'zod';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

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
  PRO_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // Server processes (node:cluster, src/lib/server/cluster.server.ts): 1 by default, 0 = one per
  // core. Only with DATABASE_URL: PGlite is one process's database, so without it this stays 1.
  WEB_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(1),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; uploadDir: string };

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return { ...result.data, dataDir, uploadDir: path.join(dataDir, 'uploads') };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
