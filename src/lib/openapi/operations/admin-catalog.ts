// Admin: categories and services (docs/api.md "Admin"). Both trees have two levels.
import { CatalogItemBodySchema } from '@/lib/admin/catalog/catalog-admin.schema';
import { answer, type Operation } from '@/lib/openapi/document';
import { AdminCatalogItemSchema, AdminCatalogSchema } from '@/lib/openapi/responses/admin';

const item =
  '{ id, parentId, seoUrl, name: { uz, oz, ru, en }, order, projectCount, profileCount, isActive }';
const admin = { '401': 'Not signed in', '403': 'Not an Admin' };
const bodyErrors = {
  '400': 'Invalid body, or the parent is missing / not top level (fields name the wrong ones)',
  '409': 'The seoUrl is taken (fields.seoUrl)',
};

function ops(path: string, what: string, extra: string): Operation[] {
  return [
    {
      method: 'get',
      path,
      tags: ['admin'],
      summary: `All ${what}, inactive ones too, in tree order (each top-level item then its children)`,
      auth: true,
      responses: { '200': answer(`{ items: [${item}] }`, AdminCatalogSchema), ...admin },
    },
    {
      method: 'post',
      path,
      tags: ['admin'],
      summary: `Create one of the ${what}: oz empty → transliterated from uz; seoUrl left out → made from the uz name with a free suffix; order = position among siblings (end when left out). ${extra}`,
      body: CatalogItemBodySchema,
      auth: true,
      responses: { '201': answer(item, AdminCatalogItemSchema), ...bodyErrors, ...admin },
    },
    {
      method: 'put',
      path: `${path}/{id}`,
      tags: ['admin'],
      summary: `Edit, move or reorder one of the ${what} (seoUrl left out keeps the current one; order moves it to that position among its siblings)`,
      body: CatalogItemBodySchema,
      auth: true,
      responses: {
        '200': answer(item, AdminCatalogItemSchema),
        ...bodyErrors,
        ...admin,
        '404': 'No such item',
      },
    },
    {
      method: 'delete',
      path: `${path}/{id}`,
      tags: ['admin'],
      summary: `Delete one of the ${what}; refused while anything uses it`,
      auth: true,
      responses: {
        '204': 'Deleted',
        '409': 'In use: the message names how many children, projects or profiles use it',
        ...admin,
        '404': 'No such item',
      },
    },
  ];
}

export const adminCatalogOperations: Operation[] = [
  ...ops('/api/admin/categories', 'project categories', 'projectCount counts its projects.'),
  ...ops(
    '/api/admin/services',
    'services',
    'isActive false hides it (and its children) from the public services at once; profileCount counts the agents, agencies and accounts offering it.',
  ),
];
