// Who a project view belongs to (the "most popular" order of docs/product.md counts visitors, not
// page loads). A visitor is an address, whatever browser or account it shows: counting by address
// + User-Agent let one client add a view per made-up User-Agent (300 visits, +300 views).
// Addresses are never stored: rows hold a hash with a random salt of the day, kept in app_state for
// two days and then deleted, so old hashes cannot be turned back into addresses by trying all 2³²
// of them.
import crypto from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { appState, projectViews } from '@/lib/db/schema';
import { deleteInBatches } from '@/lib/db/delete-in-batches.server';
import { addressKey } from '@/lib/rate-limit/address';
import { sha256 } from '@/lib/auth/session.server';

const TASHKENT_OFFSET_MS = 5 * 3600 * 1000; // UTC+5, no daylight saving
const DAY_MS = 24 * 3600 * 1000;

/** YYYY-MM-DD of the instant in Tashkent. */
export function tashkentDay(now: Date): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

// Link previews (Telegram, WhatsApp…) and crawlers fetch pages without anyone looking at them.
const BOT_RE =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|lighthouse|headless|curl|wget|python|httpclient/i;

export function isBot(userAgent: string): boolean {
  return userAgent === '' || BOT_RE.test(userAgent);
}

/** The address a visitor is counted by (an IPv6 client by its /64, rate-limit/address.ts). */
export const visitorAddress = addressKey;

export function visitorHash(address: string, salt: string): string {
  return sha256(`${salt}|${address}`);
}

const SALT_PREFIX = 'viewSalt:';

/**
 * The salt of `day`, the same in every server process: the first to need it stores a random one,
 * the others read that one. Creating a day's salt also drops what is older than yesterday (the
 * salts, and the view rows they keyed, which no count needs any more).
 */
export async function daySalt(day: string): Promise<string> {
  const key = `${SALT_PREFIX}${day}`;
  const created = await db()
    .insert(appState)
    .values({ key, value: crypto.randomBytes(32).toString('hex') })
    .onConflictDoNothing()
    .returning({ key: appState.key });
  if (created.length > 0) await forgetViewsBefore(day);
  const [row] = await db().select().from(appState).where(eq(appState.key, key));
  return row!.value as string;
}

/**
 * Drops the salts and view rows older than the day before `day` (no count needs them; the totals
 * are in projects.view_count). Also run hourly by src/server/prune.server.ts, for days without
 * a view. Resolves to the view rows deleted.
 */
export async function forgetViewsBefore(day: string): Promise<number> {
  const yesterday = new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);
  await db()
    .delete(appState)
    .where(
      and(like(appState.key, `${SALT_PREFIX}%`), lt(appState.key, `${SALT_PREFIX}${yesterday}`)),
    );
  return deleteInBatches(db(), projectViews, lt(projectViews.day, yesterday));
}
