// News and life hacks (docs/api.md): public, read-only.
import { ArticleListQuerySchema } from '@/lib/news/news.schema';
import { LangQuerySchema } from '@/lib/http/query';
import { answer, type Operation } from '@/lib/openapi/document';
import { ArticleSchema, ArticlesSchema } from '@/lib/openapi/responses/catalog';

const bad = { '400': 'Invalid query (fields name the wrong parameters)' };
const item =
  'One item: id, title, text, source, image { imagePath } | null, publishedAt, updatedAt, seoDate (YYYY-MM-DD in Asia/Tashkent), seoUrl';

export const contentOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/news',
    tags: ['content'],
    summary:
      'Published news, newest first by default (Order=asc for oldest first), in the asked language',
    query: ArticleListQuerySchema,
    responses: { '200': answer('Paged news items', ArticlesSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/news/{id}',
    tags: ['content'],
    summary: 'One published news item',
    query: LangQuerySchema,
    responses: { '200': answer(item, ArticleSchema), ...bad, '404': 'No such published item' },
  },
  {
    method: 'get',
    path: '/api/life-hacks',
    tags: ['content'],
    summary: 'Published life hacks, newest first by default, in the asked language',
    query: ArticleListQuerySchema,
    responses: { '200': answer('Paged life hacks', ArticlesSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/life-hacks/{id}',
    tags: ['content'],
    summary: 'One published life hack',
    query: LangQuerySchema,
    responses: { '200': answer(item, ArticleSchema), ...bad, '404': 'No such published item' },
  },
];
