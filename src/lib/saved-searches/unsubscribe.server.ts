// The one-click unsubscribe link of alert e-mails (docs/saved-searches.md): it works without
// signing in, so it carries its own proof — an HMAC of the search's id and owner under a secret the
// server processes share (made once, kept in app_state; nothing to configure). A token opens only
// its own search: another id, a changed byte or another owner fails the check.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { appState, savedSearches } from '@/lib/db/schema';

const SECRET_KEY = 'secret:saved-search-unsubscribe';
let secret: Promise<Buffer> | undefined;

async function loadSecret(): Promise<Buffer> {
  const read = async () =>
    (
      await db()
        .select({ value: appState.value })
        .from(appState)
        .where(eq(appState.key, SECRET_KEY))
    )[0]?.value as { secret: string } | undefined;
  let row = await read();
  if (!row) {
    // The first process to need it makes it; every later one (and every other process) reads that one.
    await db()
      .insert(appState)
      .values({ key: SECRET_KEY, value: { secret: randomBytes(32).toString('base64url') } })
      .onConflictDoNothing({ target: appState.key });
    row = await read();
  }
  return Buffer.from(row!.secret, 'base64url');
}

/** The secret, read once per process (a failed read is tried again next time). */
function secretKey(): Promise<Buffer> {
  return (secret ??= loadSecret().catch((e: unknown) => {
    secret = undefined;
    throw e;
  }));
}

function sign(key: Buffer, savedSearchId: number, accountId: number): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${savedSearchId}:${accountId}`).digest();
}

/** `<searchId>.<accountId>.<mac>`, for the link and the List-Unsubscribe header. */
export async function unsubscribeToken(savedSearchId: number, accountId: number): Promise<string> {
  const key = await secretKey();
  return `${savedSearchId}.${accountId}.${sign(key, savedSearchId, accountId).toString('base64url')}`;
}

export function unsubscribePath(token: string): string {
  return `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The search a token names, when its mac is right; null otherwise. */
export async function verifyUnsubscribeToken(
  token: string,
): Promise<{ savedSearchId: number; accountId: number } | null> {
  const m = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const savedSearchId = Number(m[1]);
  const accountId = Number(m[2]);
  const key = await secretKey();
  const want = sign(key, savedSearchId, accountId);
  const got = Buffer.from(m[3]!, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  return { savedSearchId, accountId };
}

/**
 * Stops the e-mails of the token's search (its other channels go on). Returns its name, or null
 * for a bad token or a search deleted since.
 */
export async function unsubscribeByToken(token: string): Promise<{ name: string } | null> {
  const who = await verifyUnsubscribeToken(token);
  if (!who) return null;
  const [row] = await db()
    .update(savedSearches)
    .set({ channels: sql`array_remove(${savedSearches.channels}, 'email')`, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, who.savedSearchId), eq(savedSearches.accountId, who.accountId)))
    .returning({ name: savedSearches.name });
  return row ?? null;
}
