// Bodies and queries of /api/admin/users (docs/api.md "Admin"). Messages are translation keys.
import { z } from 'zod';
import { ROLES } from '@/lib/accounts/roles';
import { ListQuerySchema, orderParam } from '@/lib/http/query';
import { tinField } from '@/lib/validation/fields';
import { LIMITS, newPasswordField, requiredText, usernameField } from '@/lib/validation/fields';

const RoleField = z.enum(ROLES, { error: 'errors:invalidEnum' });
const Flag = z
  .enum(['true', 'false'], { error: 'errors:invalidEnum' })
  .transform((v) => v === 'true')
  .optional();

export const USER_SORTS = ['createdAt', 'fullName', 'lastSeenAt'] as const;

export const AdminUsersQuerySchema = ListQuerySchema.extend({
  Search: z.string().max(100, 'errors:invalidValue').optional(),
  Role: RoleField.optional(),
  IsBlocked: Flag,
  IsPro: Flag,
  Sort: z.enum(USER_SORTS, { error: 'errors:invalidEnum' }).default('createdAt'),
  Order: orderParam('desc'),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export const UpdateUserSchema = z
  .object(
    {
      role: RoleField.optional(),
      isBlocked: z.boolean({ error: 'errors:invalidValue' }).optional(),
    },
    { error: 'errors:invalidValue' },
  )
  .strict();
export type UpdateUserInput = z.output<typeof UpdateUserSchema>;

/** An Agency needs its company (TIN and name) as at sign-up; other roles send none. */
export const CreateUserSchema = z
  .object(
    {
      username: usernameField(),
      password: newPasswordField(),
      fullName: requiredText({ min: LIMITS.nameMin, max: LIMITS.short }),
      role: RoleField,
      tin: tinField().optional(),
      companyName: requiredText({ max: LIMITS.short }).optional(),
    },
    { error: 'errors:invalidValue' },
  )
  .superRefine((v, ctx) => {
    if (v.role !== 'Agency') return;
    if (!v.tin)
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'adminUsers:errors.tinRequired' });
    if (!v.companyName)
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: 'adminUsers:errors.companyRequired',
      });
  });
export type CreateUserInput = z.output<typeof CreateUserSchema>;
