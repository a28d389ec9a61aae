// GET · POST /api/admin/life-hacks: every item (scheduled ones too) with search and paging; create. Admin only.
import { adminArticleListEndpoints } from '@/lib/admin/content/article-endpoints.server';

const handlers = adminArticleListEndpoints('lifeHacks');
export const GET = handlers.GET;
export const POST = handlers.POST;
