// Popularity counts each visitor once per project per day (Asia/Tashkent day). A visitor is the
// signed-in account, or else a hash of IP + user agent + day (never stored in the clear, and
// unlinkable across days). The row insert decides: view_count grows only when the row is new.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects, projectViews } from '@/lib/db/schema';
import { sha256 } from '@/lib/auth/session.server';

export type Visitor = { accountId: number | null; ip: string; userAgent: string };

const TASHKENT_OFFSET_MS = 5 * 3600 * 1000; // UTC+5, no daylight saving

/** YYYY-MM-DD of the instant in Tashkent. */
export function tashkentDay(now: Date): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

// Link previews (Telegram, WhatsApp…) and crawlers fetch pages without anyone looking at them.
const BOT_RE =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|lighthouse|headless|curl|wget|python|httpclient/i;

function isBot(userAgent: string): boolean {
  return userAgent === '' || BOT_RE.test(userAgent);
}

export function visitorHash(visitor: Visitor, day: string): string {
  return visitor.accountId !== null
    ? sha256(`account:${visitor.accountId}`)
    : sha256(`${visitor.ip}|${visitor.userAgent}|${day}`);
}

/**
 * Counts a view unless it is the owner's, a bot's, or a repeat today. Returns whether it counted.
 * The insert and the increment share a transaction, so a crash never leaves them apart.
 */
export async function recordView(
  project: { id: number; ownerAccountId: number },
  visitor: Visitor,
  now = new Date(),
): Promise<boolean> {
  if (visitor.accountId === project.ownerAccountId || isBot(visitor.userAgent)) return false;
  const day = tashkentDay(now);
  const hash = visitorHash(visitor, day);
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(projectViews)
      .values({ projectId: project.id, visitorHash: hash, day })
      .onConflictDoNothing()
      .returning({ projectId: projectViews.projectId });
    if (inserted.length === 0) return false;
    await tx
      .update(projects)
      .set({ viewCount: sql`${projects.viewCount} + 1` })
      .where(sql`${projects.id} = ${project.id}`);
    return true;
  });
}
