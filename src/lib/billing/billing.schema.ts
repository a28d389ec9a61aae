// The zod schemas of the billing API (docs/payments.md): shared by the endpoints, the OpenAPI
// document and the purchase island.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, PLAN_KINDS } from '@/lib/db/enums';
import { ListQuerySchema, pageSizeParam } from '@/lib/http/query';

export { ORDER_STATUSES, PAYMENT_PROVIDERS, PLAN_KINDS };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Provider = (typeof PAYMENT_PROVIDERS)[number];
export type PlanKind = (typeof PLAN_KINDS)[number];

const PlanCode = z
  .string({ error: 'errors:required' })
  .trim()
  .min(1, 'errors:required')
  .max(40, 'errors:invalidValue')
  .regex(/^[a-z0-9-]+$/, 'errors:invalidValue');

export const CreateOrderSchema = z.object({
  plan: PlanCode,
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'errors:invalidEnum' }),
  projectId: z.coerce
    .number({ error: 'errors:invalidNumber' })
    .int('errors:invalidNumber')
    .min(1, 'errors:invalidNumber')
    .max(2_147_483_647, 'errors:invalidNumber')
    .optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const OrdersQuerySchema = ListQuerySchema.extend({ PageSize: pageSizeParam(20) });

export const AdminOrdersQuerySchema = ListQuerySchema.extend({
  PageSize: pageSizeParam(50),
  Status: z.enum(ORDER_STATUSES, { error: 'errors:invalidEnum' }).optional(),
  Provider: z.enum(PAYMENT_PROVIDERS, { error: 'errors:invalidEnum' }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const PlanCodeParam = PlanCode;

export const UpdatePlanSchema = z.object({
  price: z
    .number({ error: 'errors:invalidNumber' })
    .int('errors:invalidNumber')
    .min(1000, 'errors:invalidNumber')
    .max(100_000_000, 'errors:invalidNumber'),
  isActive: z.boolean({ error: 'errors:invalidValue' }),
});
export type UpdatePlanInput = z.infer<typeof UpdatePlanSchema>;

export const PlanSchema = z.object({
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  days: z.number().int(),
  price: z.number().int(),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  kind: z.enum(PLAN_KINDS),
  days: z.number().int(),
  amount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiresAt: z.string(),
  projectId: z.number().int().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CreatedOrderSchema = OrderSchema.extend({ payUrl: z.string() });
