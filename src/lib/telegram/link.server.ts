// Linking an account to a Telegram chat (docs/telegram.md "Linking"): the site gives a one-time
// token inside a t.me link, the bot receives `/start <token>` from a chat and binds that chat to the
// token's account. Only the token's SHA-256 is stored; a token works once, for LINK_TTL_MS.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db/client.server';
import { accounts, telegramLinks, telegramLinkTokens, telegramOutbox } from '@/lib/db/schema';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { telegramSettings } from './settings.server';
import { notFound } from '@/lib/http/app-error';

export const LINK_TTL_MS = 15 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const langOf = (raw: string | null | undefined): Lang => (isLang(raw) ? raw : 'uz');

export type TelegramLinkOffer = { url: string; expiresAt: string };

/**
 * A fresh one-time link for the account. The account's older tokens go: only the newest link it
 * was shown works, and an account never piles up tokens. 404 when the bot is not configured (the
 * endpoint does not exist then, as far as a caller can tell).
 */
export async function createTelegramLink(
  account: { id: number },
  now = new Date(),
): Promise<TelegramLinkOffer> {
  const settings = telegramSettings();
  if (!settings) throw notFound();
  // 24 bytes: 32 base64url characters, inside the 64 of A-Z a-z 0-9 _ - a start parameter allows.
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await db().transaction(async (tx) => {
    await tx.delete(telegramLinkTokens).where(eq(telegramLinkTokens.accountId, account.id));
    await tx
      .insert(telegramLinkTokens)
      .values({ tokenHash: hashToken(token), accountId: account.id, createdAt: now, expiresAt });
  });
  return {
    url: `https://t.me/${settings.username}?start=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export type BindOutcome =
  | { kind: 'linked'; accountId: number; lang: Lang }
  | { kind: 'expired' | 'used'; lang: Lang }
  | { kind: 'unknown' };

/**
 * `/start <token>` from `chatId`: binds the chat to the token's account. The chat leaves any other
 * account it served (one chat, one account) and the account any other chat. The token row is
 * locked, so two deliveries of the same update bind once and the second is told it was used.
 */
export async function bindChatWithToken(
  token: string,
  chatId: number,
  now = new Date(),
): Promise<BindOutcome> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return { kind: 'unknown' };
  return db().transaction(async (tx): Promise<BindOutcome> => {
    const [row] = await tx
      .select({
        id: telegramLinkTokens.id,
        accountId: telegramLinkTokens.accountId,
        expiresAt: telegramLinkTokens.expiresAt,
        usedAt: telegramLinkTokens.usedAt,
        lang: accounts.lang,
        isBlocked: accounts.isBlocked,
      })
      .from(telegramLinkTokens)
      .innerJoin(accounts, eq(accounts.id, telegramLinkTokens.accountId))
      .where(eq(telegramLinkTokens.tokenHash, hashToken(token)))
      .for('update', { of: telegramLinkTokens });
    if (!row || row.isBlocked) return { kind: 'unknown' };
    const lang = langOf(row.lang);
    if (row.usedAt) return { kind: 'used', lang };
    if (row.expiresAt <= now) return { kind: 'expired', lang };
    await tx
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(eq(telegramLinkTokens.id, row.id));
    await dropChat(tx, chatId, row.accountId);
    await tx
      .insert(telegramLinks)
      .values({ accountId: row.accountId, chatId, linkedAt: now })
      .onConflictDoUpdate({ target: telegramLinks.accountId, set: { chatId, linkedAt: now } });
    return { kind: 'linked', accountId: row.accountId, lang };
  });
}

/** The chat stops serving any account but `keep`; that account's queued messages go with it. */
async function dropChat(tx: Tx, chatId: number, keep: number): Promise<void> {
  const gone = await tx
    .delete(telegramLinks)
    .where(and(eq(telegramLinks.chatId, chatId), ne(telegramLinks.accountId, keep)))
    .returning({ accountId: telegramLinks.accountId });
  for (const { accountId } of gone)
    await tx.delete(telegramOutbox).where(eq(telegramOutbox.accountId, accountId));
}

/** Unbinds the account's chat and drops what was queued for it; false when none was bound. */
export async function unlinkAccount(accountId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const gone = await tx
      .delete(telegramLinks)
      .where(eq(telegramLinks.accountId, accountId))
      .returning({ accountId: telegramLinks.accountId });
    await tx.delete(telegramOutbox).where(eq(telegramOutbox.accountId, accountId));
    return gone.length > 0;
  });
}

export type ChatAccount = { accountId: number; lang: Lang };

/** The account a chat is bound to, with its language; null for a chat bound to none. */
export async function accountOfChat(chatId: number): Promise<ChatAccount | null> {
  const [row] = await db()
    .select({ accountId: telegramLinks.accountId, lang: accounts.lang })
    .from(telegramLinks)
    .innerJoin(accounts, eq(accounts.id, telegramLinks.accountId))
    .where(eq(telegramLinks.chatId, chatId));
  return row ? { accountId: row.accountId, lang: langOf(row.lang) } : null;
}

/** `/stop` in a chat, or the bot blocked there: the chat's account stops receiving alerts. */
export async function unlinkChat(chatId: number): Promise<ChatAccount | null> {
  return db().transaction(async (tx) => {
    const [gone] = await tx
      .delete(telegramLinks)
      .where(eq(telegramLinks.chatId, chatId))
      .returning({ accountId: telegramLinks.accountId });
    if (!gone) return null;
    await tx.delete(telegramOutbox).where(eq(telegramOutbox.accountId, gone.accountId));
    const [row] = await tx
      .select({ lang: accounts.lang })
      .from(accounts)
      .where(eq(accounts.id, gone.accountId));
    return { accountId: gone.accountId, lang: langOf(row?.lang) };
  });
}

/** What the profile shows: since when the account's chat is bound, or null. */
export async function telegramLinkedSince(accountId: number): Promise<Date | null> {
  const [row] = await db()
    .select({ linkedAt: telegramLinks.linkedAt })
    .from(telegramLinks)
    .where(eq(telegramLinks.accountId, accountId));
  return row?.linkedAt ?? null;
}
