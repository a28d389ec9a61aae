// OpenAPI operations of the admin's news and life hacks (docs/api.md "Admin"). Bodies are the zod
// schemas the endpoints parse with.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  AdminArticleSchema,
  AdminArticlesSchema,
  AdminImageSchema,
} from '@/lib/openapi/responses/admin';
import {
  AdminArticleListQuerySchema,
  articleFormSchema,
} from '@/lib/admin/content/article-form.schema';

const who = { '401': 'Not signed in', '403': 'Not an Admin' };
const bad = { '400': 'Invalid body (fields name the wrong ones)' };
const item =
  'The item: id, title and text { uz, oz, ru, en }, source, image { imagePath } | null, publishedAt, updatedAt, isVisible, seoDate, seoUrl';
const FileBody = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'JPEG, PNG, WebP or HEIC, at most 15 MB and 40 megapixels',
  }),
});

const article = (path: string, name: string): Operation[] => [
  {
    method: 'get',
    path,
    tags: ['admin'],
    summary: `Every ${name} (scheduled ones too), newest first; Search in titles, either script`,
    query: AdminArticleListQuerySchema,
    auth: true,
    responses: {
      '200': answer(`Paged ${name} items`, AdminArticlesSchema),
      '400': 'Invalid query',
      ...who,
    },
  },
  {
    method: 'post',
    path,
    tags: ['admin'],
    summary: `Create a ${name} item; a future publishedAt keeps it hidden until then`,
    body: articleFormSchema,
    auth: true,
    responses: { '201': answer(item, AdminArticleSchema), ...bad, ...who },
  },
  {
    method: 'get',
    path: `${path}/{id}`,
    tags: ['admin'],
    summary: `One ${name} item with all its languages`,
    auth: true,
    responses: { '200': answer(item, AdminArticleSchema), ...who, '404': 'No such item' },
  },
  {
    method: 'put',
    path: `${path}/{id}`,
    tags: ['admin'],
    summary: `Edit a ${name} item (the slug stays); imageId absent keeps the image, null removes it`,
    body: articleFormSchema,
    auth: true,
    responses: { '200': answer(item, AdminArticleSchema), ...bad, ...who, '404': 'No such item' },
  },
  {
    method: 'delete',
    path: `${path}/{id}`,
    tags: ['admin'],
    summary: `Delete a ${name} item and its image`,
    auth: true,
    responses: { '204': 'Deleted', ...who, '404': 'No such item' },
  },
];

export const adminContentOperations: Operation[] = [
  ...article('/api/admin/news', 'news'),
  ...article('/api/admin/life-hacks', 'life hack'),
  {
    method: 'post',
    path: '/api/admin/images',
    tags: ['admin'],
    summary: 'Upload an image for a news item or life hack before saving it',
    body: FileBody,
    bodyType: 'multipart',
    auth: true,
    responses: {
      '201': answer('{ imageId, image { imagePath, width, height } }', AdminImageSchema),
      ...bad,
      '413': 'File over 15 MB',
      '429': 'Too many uploads',
      ...who,
    },
  },
];
