// The profile photo (docs/decisions/007-uploads.md): re-encoded by sharp, cropped to a centred square,
// stored as AVIF and WebP at a few widths. The path goes to the account and to its agent/agency
// record at once, because the photo shown depends on the role (docs/product.md §6).
import { eq, or } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents } from '../db/schema';
import { imagePathOf, keyOfMediaUrl, variantPath } from '../uploads/media-key';
import { saveImage, storage } from '../uploads/storage.server';

export const AVATAR_WIDTHS = [96, 192, 384];
const FORMATS = ['avif', 'webp'] as const;

async function currentPaths(accountId: number): Promise<string[]> {
  const [accountRow] = await db()
    .select({ p: accounts.photoPath })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [agentRow] = await db()
    .select({ p: agents.photoPath })
    .from(agents)
    .where(eq(agents.accountId, accountId));
  const [agencyRow] = await db()
    .select({ p: agencies.photoPath })
    .from(agencies)
    .where(eq(agencies.accountId, accountId));
  return [...new Set([accountRow?.p, agentRow?.p, agencyRow?.p].filter((p): p is string => !!p))];
}

async function writePath(accountId: number, path: string | null, now: Date) {
  await db().transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ photoPath: path, updatedAt: now })
      .where(eq(accounts.id, accountId));
    await tx
      .update(agents)
      .set({ photoPath: path, updatedAt: now })
      .where(eq(agents.accountId, accountId));
    await tx
      .update(agencies)
      .set({ photoPath: path, updatedAt: now })
      .where(eq(agencies.accountId, accountId));
  });
}

/** Deletes the files of old photos nobody points at any more (demo data may share a picture). */
async function removeUnused(paths: string[]) {
  for (const path of paths) {
    if (!keyOfMediaUrl(path)) continue;
    const users = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.photoPath, path))
      .limit(1);
    const agentUsers = await db()
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.photoPath, path))
      .limit(1);
    const agencyUsers = await db()
      .select({ id: agencies.id })
      .from(agencies)
      .where(or(eq(agencies.photoPath, path)))
      .limit(1);
    if (users.length || agentUsers.length || agencyUsers.length) continue;
    for (const width of AVATAR_WIDTHS) {
      for (const format of FORMATS) {
        const key = keyOfMediaUrl(variantPath(path, width, format));
        if (key) await storage().remove(key);
      }
    }
  }
}

export async function setPhoto(
  accountId: number,
  file: Buffer,
  now = new Date(),
): Promise<{ imagePath: string }> {
  const saved = await saveImage(file, { prefix: 'avatars', widths: AVATAR_WIDTHS, square: true });
  const imagePath = imagePathOf(saved.variants);
  const old = await currentPaths(accountId);
  await writePath(accountId, imagePath, now);
  await removeUnused(old.filter((p) => p !== imagePath));
  return { imagePath };
}

export async function removePhoto(accountId: number, now = new Date()): Promise<void> {
  const old = await currentPaths(accountId);
  await writePath(accountId, null, now);
  await removeUnused(old);
}
