// GET /api/billing/plans (docs/payments.md): the plans on sale with their prices in so'm.
import { endpoint, json } from '@/lib/http/response.server';
import { listPlans } from '@/lib/billing/plans.server';

export const GET = endpoint(async () => json({ items: await listPlans({ activeOnly: true }) }));
