// The admin side of news and life hacks (docs/api.md "Admin"): every item, scheduled ones included,
// with all four languages for the edit form; create, edit, delete. Each write is rate-limited by the
// route (limitAdminWrite), audited in its transaction, and bumps the public cache generation so
// visitors see it at once (cache-bus.server.ts).
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { db as defaultDb, type Db, type Tx } from '@/lib/db/client.server';
import { writeAudit } from '@/lib/audit/audit.server';
import { notFound } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import { slugify } from '@/lib/i18n/slug';
import { toSearchLatin } from '@/lib/i18n/translit';
import { seoDateOf, type ArticleKind } from '@/lib/news/article';
import { articleTable, type ArticleTable } from '@/lib/news/article-table.server';
import { publicDataChanged } from '@/lib/cache/cache-bus.server';
import { removeImage } from '@/lib/uploads/storage.server';
import { takeUploadedImage, variantsOfArticleImage } from './admin-images.server';
import type { ArticleForm } from './article-form.schema';

type Row = ArticleTable['$inferSelect'];
type Texts = { uz: string; oz: string; ru: string; en: string };

export type AdminArticle = {
  id: number;
  title: Texts;
  text: Texts;
  source: string | null;
  image: { imagePath: string } | null;
  publishedAt: string;
  updatedAt: string;
  /** false while publishedAt is in the future */
  isVisible: boolean;
  seoDate: string;
  seoUrl: string;
};

const ENTITY: Record<ArticleKind, string> = { news: 'news', lifeHacks: 'lifeHack' };

export function toAdminArticle(r: Row, now = new Date()): AdminArticle {
  return {
    id: r.id,
    title: { uz: r.titleUz, oz: r.titleOz, ru: r.titleRu, en: r.titleEn },
    text: { uz: r.textUz, oz: r.textOz, ru: r.textRu, en: r.textEn },
    source: r.source || null,
    image: r.imagePath ? { imagePath: r.imagePath } : null,
    publishedAt: r.publishedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    isVisible: r.isPublished && r.publishedAt <= now,
    seoDate: seoDateOf(r.publishedAt),
    seoUrl: r.seoUrl,
  };
}

/** What the audit log keeps of an article: the columns an admin edits (not the long texts' full history twice). */
const auditView = (r: Row) => ({
  seoUrl: r.seoUrl,
  titleUz: r.titleUz,
  titleOz: r.titleOz,
  titleRu: r.titleRu,
  titleEn: r.titleEn,
  textUz: r.textUz,
  textOz: r.textOz,
  textRu: r.textRu,
  textEn: r.textEn,
  source: r.source,
  imagePath: r.imagePath,
  publishedAt: r.publishedAt.toISOString(),
});

export async function listAdminArticles(
  kind: ArticleKind,
  q: { PageNumber: number; PageSize: number; Search: string },
  db: Db = defaultDb(),
): Promise<Paged<AdminArticle>> {
  const t = articleTable(kind);
  let where: SQL | undefined;
  if (q.Search) {
    // Either script: the typed words as they are, and their Latin form against the Uzbek title.
    const like = `%${q.Search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const latin = `%${toSearchLatin(q.Search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(
      ilike(t.titleUz, like),
      ilike(t.titleOz, like),
      ilike(t.titleRu, like),
      ilike(t.titleEn, like),
      ilike(t.titleUz, latin),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.publishedAt), desc(t.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  const now = new Date();
  return {
    items: rows.map((r) => toAdminArticle(r as Row, now)),
    metaData: { totalCount: total?.n ?? 0, pageNumber: q.PageNumber, pageSize: q.PageSize },
  };
}

export async function getAdminArticle(kind: ArticleKind, id: number, db: Db = defaultDb()) {
  const t = articleTable(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound();
  return toAdminArticle(row);
}

/** A free slug from the title (Uzbek, else English): `slug`, `slug-2`, `slug-3`… */
async function freeSlug(tx: Tx, t: ArticleTable, form: ArticleForm): Promise<string> {
  const base = slugify(form.title.uz) || slugify(form.title.en) || 'maqola';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.select({ id: t.id }).from(t).where(eq(t.seoUrl, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

const columns = (form: ArticleForm) => ({
  titleUz: form.title.uz,
  titleOz: form.title.oz,
  titleRu: form.title.ru,
  titleEn: form.title.en,
  textUz: form.text.uz,
  textOz: form.text.oz,
  textRu: form.text.ru,
  textEn: form.text.en,
  source: form.source || null,
});

export async function createArticle(
  kind: ArticleKind,
  actorId: number,
  form: ArticleForm,
  db: Db = defaultDb(),
): Promise<AdminArticle> {
  const t = articleTable(kind);
  const row = await db.transaction(async (tx) => {
    const imagePath = form.imageId ? await takeUploadedImage(tx, actorId, form.imageId) : null;
    const [created] = await tx
      .insert(t)
      .values({
        ...columns(form),
        seoUrl: await freeSlug(tx, t, form),
        imagePath,
        isPublished: true,
        publishedAt: form.publishedAt ?? new Date(),
      })
      .returning();
    await writeAudit(tx, actorId, {
      action: `${ENTITY[kind]}.create`,
      entity: ENTITY[kind],
      entityId: created!.id,
      after: auditView(created!),
    });
    await publicDataChanged(tx);
    return created!;
  });
  return toAdminArticle(row);
}

/**
 * The slug stays as it was: links already shared keep working (the news URL's date follows
 * publishedAt; an old date answers 301 to the new URL, article-page.server.ts). An absent imageId keeps the image, null
 * removes it, a new upload replaces it; the old files go after the commit.
 */
export async function updateArticle(
  kind: ArticleKind,
  actorId: number,
  id: number,
  form: ArticleForm,
  db: Db = defaultDb(),
): Promise<AdminArticle> {
  const t = articleTable(kind);
  const { before, after } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    let imagePath = before.imagePath;
    if (form.imageId === null) imagePath = null;
    else if (form.imageId !== undefined)
      imagePath = await takeUploadedImage(tx, actorId, form.imageId);
    const [after] = await tx
      .update(t)
      .set({
        ...columns(form),
        imagePath,
        publishedAt: form.publishedAt ?? before.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(t.id, id))
      .returning();
    await writeAudit(tx, actorId, {
      action: `${ENTITY[kind]}.update`,
      entity: ENTITY[kind],
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
    await publicDataChanged(tx);
    return { before, after: after! };
  });
  if (before.imagePath && before.imagePath !== after.imagePath) {
    await removeImage(variantsOfArticleImage(before.imagePath));
  }
  return toAdminArticle(after);
}

export async function deleteArticle(
  kind: ArticleKind,
  actorId: number,
  id: number,
  db: Db = defaultDb(),
): Promise<void> {
  const t = articleTable(kind);
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, actorId, {
      action: `${ENTITY[kind]}.delete`,
      entity: ENTITY[kind],
      entityId: id,
      before: auditView(row),
    });
    await publicDataChanged(tx);
    return row;
  });
  if (gone.imagePath) await removeImage(variantsOfArticleImage(gone.imagePath));
}
