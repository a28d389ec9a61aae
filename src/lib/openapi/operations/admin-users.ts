// OpenAPI operations of the admin's user management (docs/api.md "Admin"). Bodies and queries are
// the endpoints' own zod schemas.
import { answer, type Operation } from '@/lib/openapi/document';
import { AdminUserSchema, AdminUsersSchema } from '@/lib/openapi/responses/admin';
import {
  AdminUsersQuerySchema,
  CreateUserSchema,
  UpdateUserSchema,
} from '@/lib/admin/users/users.schema';

const adminOnly = { '401': 'Not signed in', '403': 'Not an Admin' };
const user =
  '{ id, fullName, phone, email, userRole (User, Agent, Agency, Admin), isBlocked, isPro, proUntil, createdAt, lastSeenAt (the newest session use, or null), profileUrl (the public agent or agency page; null for other roles and while blocked) }';

export const adminUsersOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/users',
    tags: ['admin'],
    summary:
      'Accounts: Search (name, phone, e-mail; Latin or Cyrillic), Role, IsBlocked, IsPro, Sort (createdAt, fullName, lastSeenAt), Order, paging (Admin only)',
    query: AdminUsersQuerySchema,
    auth: true,
    responses: {
      '200': answer(`Paged items ${user}`, AdminUsersSchema),
      '400': 'Invalid query',
      ...adminOnly,
    },
  },
  {
    method: 'post',
    path: '/api/admin/users',
    tags: ['admin'],
    summary:
      'Creates a verified account that can sign in at once; an Agency also sends tin and companyName (Admin only; audited)',
    body: CreateUserSchema,
    auth: true,
    responses: {
      '201': answer(`The user ${user}`, AdminUserSchema),
      '400': 'Invalid body (fields)',
      '409': 'user_exists (the phone or e-mail is taken) or company_exists',
      ...adminOnly,
      '429': 'Too many admin writes',
    },
  },
  {
    method: 'patch',
    path: '/api/admin/users/{id}',
    tags: ['admin'],
    summary:
      "Changes the role and/or the block; blocking ends the user's sessions and sign-in then answers 400 'Account is blocked' (Admin only; audited)",
    body: UpdateUserSchema,
    auth: true,
    responses: {
      '200': answer(`The user ${user}`, AdminUserSchema),
      '400':
        'Invalid body; blocking or demoting oneself; Agency for an account without its company',
      ...adminOnly,
      '404': 'No such account',
      '409': 'Demoting the last Admin',
      '429': 'Too many admin writes',
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/end-sessions',
    tags: ['admin'],
    summary: 'Signs the account out on every device (Admin only; audited)',
    auth: true,
    responses: {
      '204': 'Done',
      ...adminOnly,
      '404': 'No such account',
      '429': 'Too many admin writes',
    },
  },
];
