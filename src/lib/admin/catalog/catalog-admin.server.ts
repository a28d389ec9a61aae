// Admin's categories and services (docs/api.md "Admin", docs/product.md §4): two-level trees (a
// parent is top level), names in four languages, a unique ASCII seoUrl and an order among
// siblings. Both tables have the same columns, so one set of functions serves both; every write
// runs in one transaction with its audit entry and tells the public caches to drop (cache-bus).
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db, type Tx } from '@/lib/db/client.server';
import {
  accountServices,
  agencyServices,
  agentServices,
  categories,
  projects,
  services,
  quoteRequests,
} from '@/lib/db/schema';
import { conflict, invalidInput, notFound } from '@/lib/http/app-error';
import { isUniqueViolation } from '@/lib/accounts/professional-rows.server';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { slugify } from '@/lib/i18n/slug';
import { msg } from '@/lib/validation/messages';
import { writeAudit } from '@/lib/audit/audit.server';
import { dropPublicCaches, publicDataChanged } from '@/lib/cache/cache-bus.server';
import type { CatalogItemBody } from './catalog-admin.schema';

export type CatalogKind = 'category' | 'service';

export type AdminCatalogItem = {
  id: number;
  parentId: number;
  seoUrl: string;
  name: { uz: string; oz: string; ru: string; en: string };
  order: number;
  /** projects filed under the category itself (services: always 0, projects carry no service) */
  projectCount: number;
  /** projectCount plus the projects of its sub-categories: a top-level category usually holds
   *  none of its own, so its own count alone reads 0 */
  projectCountWithSub: number;
  /** agents, agencies and accounts offering the service (categories: always 0) */
  profileCount: number;
  isActive: boolean;
};

// The two tables are column-for-column the same (schema.ts); typing both as `categories` lets one
// query builder serve both without unions drizzle cannot narrow.
const tableOf = (kind: CatalogKind) =>
  (kind === 'category' ? categories : services) as unknown as typeof categories;
type Row = typeof categories.$inferSelect;

type ProjectCounts = { own: number; withSub: number };

const toItem = (r: Row, projectCount: ProjectCounts, profileCount: number): AdminCatalogItem => ({
  id: r.id,
  parentId: r.parentId,
  seoUrl: r.seoUrl,
  name: { uz: r.nameUz, oz: r.nameOz, ru: r.nameRu, en: r.nameEn },
  order: r.sortOrder,
  projectCount: projectCount.own,
  projectCountWithSub: projectCount.withSub,
  profileCount,
  isActive: r.isActive,
});

/** Each category's own projects and those with its sub-categories, in one query: a project is
 *  counted for its category and, through the parent column, for that category's parent (the tree
 *  has two levels, so one step up is all there is). */
async function projectCounts(ids: number[]): Promise<Map<number, ProjectCounts>> {
  const out = new Map<number, ProjectCounts>();
  if (ids.length === 0) return out;
  const holder = alias(categories, 'holder');
  const rows = await db()
    .select({
      id: categories.id,
      own: sql<number>`count(*) filter (where ${projects.categoryId} = ${categories.id})`.mapWith(
        Number,
      ),
      withSub: count(),
    })
    .from(categories)
    .innerJoin(holder, or(eq(holder.id, categories.id), eq(holder.parentId, categories.id)))
    .innerJoin(projects, eq(projects.categoryId, holder.id))
    .where(inArray(categories.id, ids))
    .groupBy(categories.id);
  for (const r of rows) out.set(r.id, { own: r.own, withSub: r.withSub });
  return out;
}

async function profileCounts(ids: number[]) {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  for (const link of [agentServices, agencyServices, accountServices]) {
    const rows = await db()
      .select({ id: link.serviceId, n: count() })
      .from(link)
      .where(inArray(link.serviceId, ids))
      .groupBy(link.serviceId);
    for (const r of rows) out.set(r.id, (out.get(r.id) ?? 0) + r.n);
  }
  return out;
}

async function itemsOf(kind: CatalogKind, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [pc, sc] =
    kind === 'category'
      ? [await projectCounts(ids), new Map<number, number>()]
      : [new Map<number, ProjectCounts>(), await profileCounts(ids)];
  const none = { own: 0, withSub: 0 };
  return rows.map((r) => toItem(r, pc.get(r.id) ?? none, sc.get(r.id) ?? 0));
}

/** Every item, inactive ones too, in tree order: each top-level item followed by its children. */
export async function listCatalog(kind: CatalogKind): Promise<AdminCatalogItem[]> {
  const t = tableOf(kind);
  const rows = await db().select().from(t).orderBy(asc(t.sortOrder), asc(t.id));
  const ordered = rows
    .filter((r) => r.parentId === 0)
    .flatMap((top) => [top, ...rows.filter((r) => r.parentId === top.id)]);
  return itemsOf(kind, ordered);
}

async function getItem(kind: CatalogKind, id: number) {
  const [item] = await itemsOf(
    kind,
    await db()
      .select()
      .from(tableOf(kind))
      .where(eq(tableOf(kind).id, id)),
  );
  if (!item) throw notFound();
  return item;
}

const seoTaken = () => conflict('adminCatalog:seoUrlTaken', { seoUrl: 'adminCatalog:seoUrlTaken' });

/** A free seoUrl from the names: the uz slug, or the en one, then "-2", "-3"… on a clash. */
async function freeSlug(tx: Tx, kind: CatalogKind, body: CatalogItemBody) {
  const t = tableOf(kind);
  const base = slugify(body.name.uz) || slugify(body.name.en) || kind;
  const taken = new Set(
    (await tx.select({ s: t.seoUrl }).from(t)).map((r) => r.s).filter((s) => s.startsWith(base)),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertParent(tx: Tx, kind: CatalogKind, parentId: number, selfId?: number) {
  if (parentId === 0) return;
  const t = tableOf(kind);
  const [parent] = await tx.select().from(t).where(eq(t.id, parentId)).limit(1);
  // Two levels only (the public trees): the parent is top level and not the item itself.
  if (!parent || parent.parentId !== 0 || parent.id === selfId)
    throw invalidInput({ parentId: 'adminCatalog:badParent' });
  if (selfId !== undefined) {
    const [child] = await tx.select({ id: t.id }).from(t).where(eq(t.parentId, selfId)).limit(1);
    if (child) throw invalidInput({ parentId: 'adminCatalog:hasChildren' });
  }
}

/** Puts `id` at `position` among the siblings under `parentId` and numbers them 0, 1, 2… */
async function placeAmongSiblings(
  tx: Tx,
  kind: CatalogKind,
  parentId: number,
  id: number,
  position: number | undefined,
) {
  const t = tableOf(kind);
  const siblings = await tx
    .select({ id: t.id, sortOrder: t.sortOrder })
    .from(t)
    .where(and(eq(t.parentId, parentId), ne(t.id, id)))
    .orderBy(asc(t.sortOrder), asc(t.id));
  const ids = siblings.map((s) => s.id);
  ids.splice(Math.min(position ?? ids.length, ids.length), 0, id);
  const current = new Map(siblings.map((s) => [s.id, s.sortOrder]));
  for (const [i, sid] of ids.entries()) {
    if (current.get(sid) !== i) await tx.update(t).set({ sortOrder: i }).where(eq(t.id, sid));
  }
}

async function renumber(tx: Tx, kind: CatalogKind, parentId: number) {
  const t = tableOf(kind);
  const rows = await tx
    .select({ id: t.id, sortOrder: t.sortOrder })
    .from(t)
    .where(eq(t.parentId, parentId))
    .orderBy(asc(t.sortOrder), asc(t.id));
  for (const [i, r] of rows.entries()) {
    if (r.sortOrder !== i) await tx.update(t).set({ sortOrder: i }).where(eq(t.id, r.id));
  }
}

const names = (body: CatalogItemBody) => ({
  nameUz: body.name.uz,
  nameOz: body.name.oz || latinToCyrillic(body.name.uz),
  nameRu: body.name.ru,
  nameEn: body.name.en,
});

async function seoUrlFor(tx: Tx, kind: CatalogKind, body: CatalogItemBody, selfId?: number) {
  if (!body.seoUrl) return undefined;
  const t = tableOf(kind);
  const [other] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      selfId === undefined
        ? eq(t.seoUrl, body.seoUrl)
        : and(eq(t.seoUrl, body.seoUrl), ne(t.id, selfId)),
    )
    .limit(1);
  if (other) throw seoTaken();
  return body.seoUrl;
}

async function inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const out = await db().transaction(async (tx) => {
      const result = await work(tx);
      await publicDataChanged(tx);
      return result;
    });
    dropPublicCaches();
    return out;
  } catch (e) {
    if (isUniqueViolation(e)) throw seoTaken(); // a parallel write took the seoUrl meanwhile
    throw e;
  }
}

const auditView = (r: Row) => ({
  parentId: r.parentId,
  seoUrl: r.seoUrl,
  nameUz: r.nameUz,
  nameOz: r.nameOz,
  nameRu: r.nameRu,
  nameEn: r.nameEn,
  order: r.sortOrder,
  isActive: r.isActive,
});

export async function createCatalogItem(kind: CatalogKind, actorId: number, body: CatalogItemBody) {
  const t = tableOf(kind);
  const id = await inTx(async (tx) => {
    await assertParent(tx, kind, body.parentId);
    const seoUrl = (await seoUrlFor(tx, kind, body)) ?? (await freeSlug(tx, kind, body));
    const [row] = await tx
      .insert(t)
      .values({
        parentId: body.parentId,
        seoUrl,
        ...names(body),
        isActive: body.isActive ?? true,
        sortOrder: 0,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await placeAmongSiblings(tx, kind, body.parentId, row.id, body.order);
    const after = (await tx.select().from(t).where(eq(t.id, row.id)))[0]!;
    await writeAudit(tx, actorId, {
      action: `${kind}.create`,
      entity: kind,
      entityId: row.id,
      after: auditView(after),
    });
    return row.id;
  });
  return getItem(kind, id);
}

export async function updateCatalogItem(
  kind: CatalogKind,
  actorId: number,
  id: number,
  body: CatalogItemBody,
) {
  const t = tableOf(kind);
  await inTx(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    const moved = before.parentId !== body.parentId;
    if (moved) await assertParent(tx, kind, body.parentId, id);
    const seoUrl = (await seoUrlFor(tx, kind, body, id)) ?? before.seoUrl;
    await tx
      .update(t)
      .set({
        parentId: body.parentId,
        seoUrl,
        ...names(body),
        isActive: body.isActive ?? before.isActive,
      })
      .where(eq(t.id, id));
    if (moved || body.order !== undefined)
      await placeAmongSiblings(tx, kind, body.parentId, id, body.order);
    if (moved) await renumber(tx, kind, before.parentId);
    const after = (await tx.select().from(t).where(eq(t.id, id)))[0]!;
    await writeAudit(tx, actorId, {
      action: `${kind}.update`,
      entity: kind,
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return getItem(kind, id);
}

/** What still uses the item; a delete is refused while anything does. */
async function usesOf(tx: Tx, kind: CatalogKind, id: number) {
  const t = tableOf(kind);
  const children = (await tx.select({ n: count() }).from(t).where(eq(t.parentId, id)))[0]!;
  if (kind === 'category') {
    const p = (
      await tx.select({ n: count() }).from(projects).where(eq(projects.categoryId, id))
    )[0]!;
    return { children: children.n, projects: p.n, profiles: 0, requests: 0 };
  }
  let profiles = 0;
  for (const link of [agentServices, agencyServices, accountServices]) {
    const r = (await tx.select({ n: count() }).from(link).where(eq(link.serviceId, id)))[0]!;
    profiles += r.n;
  }
  // A customer's quote request keeps naming its service, whoever offers it now.
  const requests = (
    await tx.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.serviceId, id))
  )[0]!;
  return { children: children.n, projects: 0, profiles, requests: requests.n };
}

export async function deleteCatalogItem(kind: CatalogKind, actorId: number, id: number) {
  const t = tableOf(kind);
  await inTx(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    const uses = await usesOf(tx, kind, id);
    if (uses.children + uses.projects + uses.profiles + uses.requests > 0)
      throw conflict(msg(`adminCatalog:inUse.${kind}`, uses));
    await tx.delete(t).where(eq(t.id, id));
    await renumber(tx, kind, before.parentId);
    await writeAudit(tx, actorId, {
      action: `${kind}.delete`,
      entity: kind,
      entityId: id,
      before: auditView(before),
    });
  });
}
