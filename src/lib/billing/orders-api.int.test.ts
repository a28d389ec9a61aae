// The billing API as a signed-in person and an Admin use it, with Payme configured: who may buy
// what, whose orders one sees (someone else's: 404), the order's state staying what the provider
// made it, and the admin's orders list and plan prices (audited).
import { vi } from 'vitest';
vi.hoisted(() => {
  Object.assign(process.env, {
    PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
    PAYME_KEY: 'prod-key-Kx9',
  });
});
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson } from '@tests/helpers/authz-world';
import { makeProject } from '@tests/factories/projects';
import { accountRow, payme, readyAgent } from '@tests/factories/billing';
import { db } from '@/lib/db/client.server';
import { auditLog } from '@/lib/db/schema';
import { GET as plansApi } from '@/pages/api/billing/plans';
import { GET as ordersApi, POST as createApi } from '@/pages/api/billing/orders/index';
import { GET as orderApi } from '@/pages/api/billing/orders/[id]';
import { GET as adminOrdersApi } from '@/pages/api/admin/billing/orders';
import { PUT as putPlanApi } from '@/pages/api/admin/billing/plans/[code]';
import type { SessionAccount } from '@/lib/auth/session.server';
import { operations } from '@/lib/openapi/operations';
import type { Answer } from '@/lib/openapi/document';
import { z } from 'zod';

/** A ready agent as the session presents it (the route reads only id and role). */
const asAgent = async (): Promise<SessionAccount> => ({
  id: (await readyAgent()).id,
  fullName: 'Agent',
  role: 'Agent',
  isPro: false,
  proUntil: null,
  photoPath: null,
  agentId: null,
  agencyId: null,
});

describe('billing API', () => {
  it('GET plans: the four seeded plans with prices in so’m', async () => {
    const r = await call(plansApi as never, '/api/billing/plans');
    expect(r.status).toBe(200);
    const codes = r.json.items.map((p: { code: string }) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining(['pro-30', 'pro-365', 'promotion-7', 'promotion-30']),
    );
    expect(r.json.items.find((p: { code: string }) => p.code === 'pro-30')).toEqual({
      code: 'pro-30',
      kind: 'pro',
      days: 30,
      price: 99_000,
      isActive: true,
    });
  });

  it('POST orders: 201 pending with payUrl; a User → 403; Click unconfigured → 400; bad body → 400', async () => {
    const agent = await asAgent();
    const r = await call(createApi as never, '/api/billing/orders', {
      method: 'POST',
      account: agent,
      body: { plan: 'pro-365', provider: 'payme' },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      plan: 'pro-365',
      amount: 990_000,
      status: 'pending',
      provider: 'payme',
    });
    expect(r.json.payUrl).toMatch(/^https:\/\/checkout\.paycom\.uz\//);
    // The answer is what /api/openapi.json documents (openapi-responses samples the rest).
    const op = operations.find((o) => o.method === 'post' && o.path === '/api/billing/orders')!;
    const schema = (op.responses['201'] as Answer).schema;
    expect(z.safeParse(schema, r.json).success).toBe(true);
    const user = (await makePerson('user')).account;
    expect(
      (
        await call(createApi as never, '/api/billing/orders', {
          method: 'POST',
          account: user,
          body: { plan: 'pro-30', provider: 'payme' },
        })
      ).status,
    ).toBe(403);
    const click = await call(createApi as never, '/api/billing/orders', {
      method: 'POST',
      account: agent,
      body: { plan: 'pro-30', provider: 'click' },
    });
    expect(click.status).toBe(400);
    expect(click.json.error.fields.provider).toBeTruthy();
    for (const body of [
      { plan: 'pro-30', provider: 'paypal' },
      { plan: 'gold', provider: 'payme' },
      { plan: 'promotion-7', provider: 'payme' },
      { plan: 'promotion-7', provider: 'payme', projectId: 'x' },
      '{bad json',
    ]) {
      const bad = await call(createApi as never, '/api/billing/orders', {
        method: 'POST',
        account: agent,
        body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call(createApi as never, '/api/billing/orders', {
          method: 'POST',
          body: { plan: 'pro-30', provider: 'payme' },
        })
      ).status,
    ).toBe(401);
  });

  it('an incomplete profile → 400 naming what PRO needs', async () => {
    const bare = (await makePerson('agent')).account;
    const r = await call(createApi as never, '/api/billing/orders', {
      method: 'POST',
      account: bare,
      body: { plan: 'pro-30', provider: 'payme' },
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toContain('photo');
  });

  it('promotion: someone else’s project → 404, one’s own inactive project → 400', async () => {
    const agent = await asAgent();
    const other = await makeProject({});
    const inactive = await makeProject({ ownerAccountId: agent.id, isActive: false });
    const own = await makeProject({ ownerAccountId: agent.id });
    const post = (projectId: number) =>
      call(createApi as never, '/api/billing/orders', {
        method: 'POST',
        account: agent,
        body: { plan: 'promotion-30', provider: 'payme', projectId },
      });
    expect((await post(other.id)).status).toBe(404);
    expect((await post(inactive.id)).status).toBe(400);
    const ok = await post(own.id);
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ projectId: own.id, amount: 149_000 });
  });

  it('GET orders and orders/{id}: one’s own; someone else’s → 404; opening it grants nothing', async () => {
    const agent = await asAgent();
    const stranger = await asAgent();
    const made = await call(createApi as never, '/api/billing/orders', {
      method: 'POST',
      account: agent,
      body: { plan: 'pro-30', provider: 'payme' },
    });
    const id = String(made.json.id);
    const mine = await call(orderApi as never, `/api/billing/orders/${id}`, {
      account: agent,
      params: { id },
    });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ status: 'pending', paidAt: null });
    expect((await accountRow(agent.id)).isPro).toBe(false);
    const theirs = await call(orderApi as never, `/api/billing/orders/${id}`, {
      account: stranger,
      params: { id },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(orderApi as never, `/api/billing/orders/${id}`, { params: { id } })).status,
    ).toBe(401);
    const list = await call(ordersApi as never, '/api/billing/orders', { account: agent });
    expect(list.json.items.map((o: { id: number }) => o.id)).toEqual([made.json.id]);
    expect(
      (await call(ordersApi as never, '/api/billing/orders', { account: stranger })).json.items,
    ).toEqual([]);
  });

  it('admin: orders with transactions, filters, totals per day; plan price audited', async () => {
    const admin = (await makePerson('admin')).account;
    const agent = await asAgent();
    const made = await call(createApi as never, '/api/billing/orders', {
      method: 'POST',
      account: agent,
      body: { plan: 'pro-30', provider: 'payme' },
    });
    const txId = crypto.randomBytes(12).toString('hex');
    const account = { order_id: String(made.json.id) };
    await payme('CreateTransaction', { id: txId, time: Date.now(), amount: 9_900_000, account });
    await payme('PerformTransaction', { id: txId });
    const r = await call(
      adminOrdersApi as never,
      '/api/admin/billing/orders?Status=paid&Provider=payme',
      {
        account: admin,
      },
    );
    expect(r.status).toBe(200);
    const item = r.json.items.find((o: { id: number }) => o.id === made.json.id);
    expect(item).toMatchObject({ status: 'paid', account: { id: agent.id } });
    expect(item.transactions).toMatchObject([{ providerTransactionId: txId, state: 2 }]);
    expect(r.json.items.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(r.json.totalsByDay[0]).toMatchObject({
      paid: expect.any(Number),
      amount: expect.any(Number),
    });
    expect(r.json.totalsByDay[0].amount).toBeGreaterThanOrEqual(99_000);
    expect(
      (
        await call(adminOrdersApi as never, '/api/admin/billing/orders?Status=gone', {
          account: admin,
        })
      ).status,
    ).toBe(400);

    const put = await call(putPlanApi as never, '/api/admin/billing/plans/promotion-7', {
      method: 'PUT',
      account: admin,
      params: { code: 'promotion-7' },
      body: { price: 59_000, isActive: true },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ code: 'promotion-7', price: 59_000 });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.update'), eq(auditLog.actorAccountId, admin.id)));
    expect(entry!.details).toMatchObject({
      code: 'promotion-7',
      changes: { price: { before: 49_000, after: 59_000 } },
    });
    for (const [code, body, status] of [
      ['gold', { price: 1000, isActive: true }, 404],
      ['promotion-7', { price: -1, isActive: true }, 400],
      ['promotion-7', { price: 'x' }, 400],
    ] as const) {
      const bad = await call(putPlanApi as never, `/api/admin/billing/plans/${code}`, {
        method: 'PUT',
        account: admin,
        params: { code },
        body,
      });
      expect(bad.status).toBe(status);
    }
  });
});
