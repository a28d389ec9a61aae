// GET · PUT · DELETE /api/admin/life-hacks/{id}: one item with all its languages; edit; delete. Admin only.
import { adminArticleItemEndpoints } from '@/lib/admin/content/article-endpoints.server';

const handlers = adminArticleItemEndpoints('lifeHacks');
export const GET = handlers.GET;
export const PUT = handlers.PUT;
export const DELETE = handlers.DELETE;
