// Payments (docs/payments.md): plans, the caller's orders, the providers' callbacks (Payme's
// JSON-RPC, Click's prepare/complete) and the admin view.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  AdminOrdersQuerySchema,
  CreatedOrderSchema,
  CreateOrderSchema,
  OrderSchema,
  OrdersQuerySchema,
  PlanSchema,
  UpdatePlanSchema,
} from '@/lib/billing/billing.schema';
import { paged } from '@/lib/openapi/responses/common';

const signedIn = { '401': 'Not signed in' };
const adminOnly = { '401': 'Not signed in', '403': 'Not an Admin' };

const PaymeCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.enum([
    'CheckPerformTransaction',
    'CreateTransaction',
    'PerformTransaction',
    'CancelTransaction',
    'CheckTransaction',
    'GetStatement',
  ]),
  params: z.record(z.string(), z.unknown()),
});
const PaymeAnswerSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z
    .object({
      code: z.number().int(),
      message: z.object({ ru: z.string(), uz: z.string(), en: z.string() }),
      data: z.string().optional(),
    })
    .optional(),
});
const ClickCallSchema = z.object({
  click_trans_id: z.string(),
  service_id: z.string(),
  click_paydoc_id: z.string(),
  merchant_trans_id: z.string(),
  merchant_prepare_id: z.string().optional(),
  amount: z.string(),
  action: z.enum(['0', '1']),
  error: z.string(),
  error_note: z.string(),
  sign_time: z.string(),
  sign_string: z.string(),
});
const ClickAnswerSchema = z.object({
  click_trans_id: z.union([z.number(), z.string(), z.null()]),
  merchant_trans_id: z.string().nullable(),
  merchant_prepare_id: z.number().nullable().optional(),
  merchant_confirm_id: z.number().nullable().optional(),
  error: z.number().int(),
  error_note: z.string(),
});
const TransactionSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  providerTransactionId: z.string(),
  state: z.number().int(),
  amount: z.number().int(),
  createTime: z.number().int(),
  performTime: z.number().int(),
  cancelTime: z.number().int(),
  reason: z.number().int().nullable(),
});
const AdminOrdersSchema = paged(
  OrderSchema.extend({
    account: z.object({ id: z.number().int(), fullName: z.string() }),
    transactions: z.array(TransactionSchema),
  }),
).extend({
  totalsByDay: z.array(
    z.object({ date: z.string(), paid: z.number().int(), amount: z.number().int() }),
  ),
});

const click = (step: 'prepare' | 'complete'): Operation => ({
  method: 'post',
  path: `/api/payments/click/${step}`,
  tags: ['payments'],
  summary: `Click's ${step} call (action ${step === 'prepare' ? 0 : 1}), signed with md5 over its fields and CLICK_SECRET_KEY. Always 200 with Click's error code: 0 ok, -1 sign, -2 amount, -3 action, -4 already paid, -5 order not found, -6 transaction not found, -8 bad request, -9 cancelled`,
  body: ClickCallSchema,
  bodyType: 'form',
  responses: { '200': answer('Click answer', ClickAnswerSchema) },
});

export const billingOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/billing/plans',
    tags: ['payments'],
    summary: "The plans on sale: PRO or a project's promotion, days and price in so'm",
    responses: { '200': answer('{ items: [plan] }', z.object({ items: z.array(PlanSchema) })) },
  },
  {
    method: 'get',
    path: '/api/billing/orders',
    tags: ['payments'],
    summary: "The caller's orders, newest first",
    query: OrdersQuerySchema,
    auth: true,
    responses: { '200': answer('paged orders', paged(OrderSchema)), ...signedIn },
  },
  {
    method: 'post',
    path: '/api/billing/orders',
    tags: ['payments'],
    summary:
      "Start a purchase: PRO (Agent or Agency with a complete profile) or the promotion of one's own active project; answers the provider's checkout link",
    body: CreateOrderSchema,
    auth: true,
    responses: {
      '201': answer('the order with payUrl', CreatedOrderSchema),
      '400': 'Invalid body, plan not on sale, provider not configured, profile incomplete',
      '403': 'PRO for an account that is not a specialist or company',
      '404': 'The project is not the caller’s',
      ...signedIn,
    },
  },
  {
    method: 'get',
    path: '/api/billing/orders/{id}',
    tags: ['payments'],
    summary: "One of the caller's orders as it stands (pending until the provider performed it)",
    auth: true,
    responses: {
      '200': answer('the order', OrderSchema),
      '404': 'No such order of the caller',
      ...signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/payments/payme',
    tags: ['payments'],
    summary:
      'Payme merchant API (JSON-RPC 2.0, Basic auth "Paycom:" + key). Always 200; errors -32504, -32700, -32600, -32601, -31001, -31003, -31007, -31008, -31050',
    body: PaymeCallSchema,
    responses: { '200': answer('JSON-RPC result or error', PaymeAnswerSchema) },
  },
  click('prepare'),
  click('complete'),
  {
    method: 'get',
    path: '/api/admin/billing/orders',
    tags: ['admin'],
    summary:
      'Orders with their provider transactions (Status, Provider, paging) and paid totals per day for 30 days',
    query: AdminOrdersQuerySchema,
    auth: true,
    responses: {
      '200': answer('paged orders and totalsByDay', AdminOrdersSchema),
      '400': 'Invalid filter',
      ...adminOnly,
    },
  },
  {
    method: 'put',
    path: '/api/admin/billing/plans/{code}',
    tags: ['admin'],
    summary:
      "Set a plan's price (so'm) and whether it is on sale; audited. Pending orders keep their amount",
    body: UpdatePlanSchema,
    auth: true,
    responses: {
      '200': answer('the plan', PlanSchema),
      '400': 'Invalid body',
      '404': 'No such plan',
      ...adminOnly,
      '429': 'Too many admin writes a minute',
    },
  },
];
