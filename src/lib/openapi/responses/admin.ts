// What the Admin endpoints answer (src/lib/admin/): users, articles, catalog items, statistics,
// the audit log.
import { z } from 'zod';
import type { AdminUser } from '@/lib/admin/users/list-users.server';
import type { AdminArticle } from '@/lib/admin/content/articles.server';
import type { AdminImage } from '@/lib/admin/content/admin-images.server';
import type { AdminCatalogItem } from '@/lib/admin/catalog/catalog-admin.server';
import type { AdminStats } from '@/lib/admin/dash/stats.server';
import { ROLES } from '@/lib/accounts/roles';
import { id, int, obj, paged, sitePath, texts, time, tied } from './common';

export const AdminUserSchema = tied<AdminUser>()(
  obj({
    id,
    fullName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    userRole: z.enum(ROLES),
    isBlocked: z.boolean(),
    isPro: z.boolean(),
    proUntil: time.nullable(),
    createdAt: time,
    /** the newest session use, or null */
    lastSeenAt: time.nullable(),
    /** the public agent or agency page, or null */
    profileUrl: sitePath.nullable(),
  }),
);
export const AdminUsersSchema = paged(AdminUserSchema);

export const AdminArticleSchema = tied<AdminArticle>()(
  obj({
    id,
    title: texts,
    text: texts,
    source: z.string().nullable(),
    image: obj({ imagePath: z.string() }).nullable(),
    publishedAt: time,
    updatedAt: time,
    /** false while publishedAt is in the future */
    isVisible: z.boolean(),
    seoDate: z.iso.date(),
    seoUrl: z.string(),
  }),
);
export const AdminArticlesSchema = paged(AdminArticleSchema);

export const AdminImageSchema = tied<AdminImage>()(
  obj({
    imageId: id,
    image: obj({ imagePath: z.string(), width: int, height: int }),
  }),
);

export const AdminCatalogItemSchema = tied<AdminCatalogItem>()(
  obj({
    id,
    /** 0: a top-level item */
    parentId: int,
    seoUrl: z.string(),
    name: texts,
    order: int,
    projectCount: int,
    /** projectCount plus its sub-categories' projects */
    projectCountWithSub: int,
    profileCount: int,
    isActive: z.boolean(),
  }),
);
export const AdminCatalogSchema = obj({ items: z.array(AdminCatalogItemSchema) });

const dayCount = obj({ date: z.iso.date(), count: int });
export const AdminStatsSchema = tied<AdminStats>()(
  obj({
    accounts: obj({ total: int, byRole: obj(Object.fromEntries(ROLES.map((r) => [r, int]))) }),
    projects: obj({ total: int, active: int }),
    reviews: int,
    messages: int,
    pendingReports: int,
    signUpsByDay: z.array(dayCount),
    projectsByDay: z.array(dayCount),
  }),
);

export const AuditLogSchema = paged(
  obj({
    id,
    at: time,
    /** null when the account was deleted */
    actor: obj({ id, fullName: z.string() }).nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: int.nullable(),
    /** what changed: `changes { field: { before, after } }` and the action's own notes */
    details: z.record(z.string(), z.unknown()),
  }),
);
