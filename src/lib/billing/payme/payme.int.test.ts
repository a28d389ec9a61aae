// Payme's sandbox checklist, played from Payme's side against the real handler and database:
// authorisation, amounts, accounts, the transaction life (create, perform, cancel in state 1 and 2),
// repeats answering exactly as the first, 20 parallel repeats granting once, the 12-hour timeout
// on a clock the test sets, and the statement.
import { vi } from 'vitest';
vi.hoisted(() => {
  Object.assign(process.env, {
    PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
    PAYME_KEY: 'prod-key-Kx9',
    PAYME_TEST_KEY: 'test-key-Qw3',
    PAYME_CHECKOUT_URL: 'https://checkout.example.test',
  });
});
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { makeProject } from '@tests/factories/projects';
import {
  accountRow,
  aUser,
  BILLING_ENV,
  payme,
  paymeAuth,
  proOrder,
  readyAgent,
} from '@tests/factories/billing';
import { db } from '@/lib/db/client.server';
import { orders, projects } from '@/lib/db/schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { activatePro } from '@/lib/accounts/activate-pro.server';
import { updatePlan } from '@/lib/admin/billing/billing-admin.server';
import { POST as paymeRoute } from '@/pages/api/payments/payme';
import { PAYME_TIMEOUT_MS } from './payme.server';

const DAY = 86_400_000;
const txId = () => crypto.randomBytes(12).toString('hex');
const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const account = (orderId: number) => ({ order_id: String(orderId) });

/** An order for PRO 30 days and the params Payme would send for it. */
async function pending(now = Date.now()) {
  const agent = await readyAgent();
  const order = await proOrder(agent, 'payme', 'pro-30', new Date(now));
  return { agent, order, amount: order.amount * 100, id: txId() };
}

describe('Payme: authorisation and the JSON-RPC envelope (always HTTP 200)', () => {
  const post = (body: string, auth?: string) =>
    api(paymeRoute as never, '/api/payments/payme', {
      method: 'POST',
      body,
      headers: auth ? { authorization: auth } : {},
    });
  const check = JSON.stringify({
    jsonrpc: '2.0',
    id: 7,
    method: 'CheckPerformTransaction',
    params: { amount: 100, account: { order_id: '1' } },
  });

  it('no key, a wrong key, another login → -32504 with the ru/uz/en message', async () => {
    for (const auth of [
      undefined,
      paymeAuth('wrong'),
      `Basic ${Buffer.from(`Other:${BILLING_ENV.PAYME_KEY}`).toString('base64')}`,
      'Bearer x',
    ]) {
      const r = await post(check, auth);
      expect(r.status).toBe(200);
      expect(r.json.error.code).toBe(-32504);
      expect(r.json.id).toBe(7);
      expect(r.json.error.message).toEqual({
        ru: 'Недостаточно привилегий для выполнения метода',
        uz: 'Usulni bajarish uchun huquq yetarli emas',
        en: 'Insufficient privileges to perform the method',
      });
    }
  });

  it('the test key is accepted while it is set, like the production key', async () => {
    const r = await post(check, paymeAuth(BILLING_ENV.PAYME_TEST_KEY));
    expect(r.status).toBe(200);
    expect(r.json.error.code).toBe(-31050);
    expect(r.json.error.data).toBe('order_id');
  });

  it('bad JSON → -32700, not JSON-RPC → -32600, unknown method → -32601', async () => {
    const auth = paymeAuth(BILLING_ENV.PAYME_KEY);
    expect((await post('{not json', auth)).json.error.code).toBe(-32700);
    expect((await post('[1,2]', auth)).json.error.code).toBe(-32600);
    expect((await post(JSON.stringify({ id: 1, params: {} }), auth)).json.error.code).toBe(-32600);
    const r = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'Pay', params: {} }),
      auth,
    );
    expect(r.status).toBe(200);
    expect(r.json.error.code).toBe(-32601);
  });
});

describe('Payme: CheckPerformTransaction', () => {
  it('allows the exact amount in tiyin', async () => {
    const { order, amount } = await pending();
    expect(amount).toBe(9_900_000);
    const r = await payme('CheckPerformTransaction', { amount, account: account(order.id) });
    expect(r).toMatchObject({ result: { allow: true } });
  });

  it('one tiyin off either way → -31001', async () => {
    const { order, amount } = await pending();
    for (const a of [amount - 1, amount + 1, 0, -amount, 'x', 99.5])
      expect(
        (await payme('CheckPerformTransaction', { amount: a, account: account(order.id) })).error,
      ).toMatchObject({ code: -31001 });
  });

  it('an unknown or malformed order id → -31050 naming order_id', async () => {
    for (const order_id of ['999999999', 'abc', '', '-1', '1e3'])
      expect(
        (await payme('CheckPerformTransaction', { amount: 100, account: { order_id } })).error,
      ).toMatchObject({ code: -31050, data: 'order_id' });
    expect(
      (await payme('CheckPerformTransaction', { amount: 100, account: {} })).error,
    ).toMatchObject({ code: -31050 });
  });

  it('a Click order is not Payme’s to pay → -31050', async () => {
    const agent = await readyAgent();
    const order = await createOrder(
      agent,
      { plan: 'pro-30', provider: 'payme' },
      'http://localhost:4321',
    );
    await db().update(orders).set({ provider: 'click' }).where(eq(orders.id, order.id));
    const r = await payme('CheckPerformTransaction', {
      amount: order.amount * 100,
      account: account(order.id),
    });
    expect(r).toMatchObject({ error: { code: -31050 } });
  });
});

describe('Payme: the transaction life', () => {
  it('create, repeat create identical, a second transaction for the held order → -31008', async () => {
    const { order, amount, id } = await pending();
    const time = Date.now();
    const params = { id, time, amount, account: account(order.id) };
    const first = await payme('CreateTransaction', params);
    expect(first).toMatchObject({ result: { state: 1, transaction: expect.any(String) } });
    const again = await payme('CreateTransaction', params, { now: Date.now() + 5000 });
    expect(again.result).toEqual((first as { result: unknown }).result);
    const other = await payme('CreateTransaction', { ...params, id: txId() });
    expect(other).toMatchObject({ error: { code: -31008 } });
    expect(
      await payme('CheckPerformTransaction', { amount, account: account(order.id) }),
    ).toMatchObject({ error: { code: -31008 } });
  });

  it('create with a wrong amount or unknown order creates nothing', async () => {
    const { order, amount, id } = await pending();
    const time = Date.now();
    expect(
      await payme('CreateTransaction', {
        id,
        time,
        amount: amount + 1,
        account: account(order.id),
      }),
    ).toMatchObject({ error: { code: -31001 } });
    expect(
      await payme('CreateTransaction', { id, time, amount, account: { order_id: '987654321' } }),
    ).toMatchObject({ error: { code: -31050 } });
    expect(await payme('CheckTransaction', { id })).toMatchObject({ error: { code: -31003 } });
  });

  it('perform grants PRO once; repeated perform answers the same perform_time', async () => {
    const { agent, order, amount, id } = await pending();
    const t0 = Date.now();
    await payme('CreateTransaction', { id, time: t0, amount, account: account(order.id) });
    const done = await payme('PerformTransaction', { id }, { now: t0 + 1000 });
    expect(done).toMatchObject({ result: { state: 2, perform_time: t0 + 1000 } });
    const until = (await accountRow(agent.id)).proUntil!;
    expect(until.getTime()).toBe(t0 + 1000 + 30 * DAY);
    const again = await payme('PerformTransaction', { id }, { now: t0 + 60_000 });
    expect(again).toEqual({ ...done, id: again.id });
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(until.getTime());
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const check = await payme('CheckTransaction', { id });
    expect(check).toMatchObject({
      result: { state: 2, perform_time: t0 + 1000, cancel_time: 0, reason: null },
    });
    // Paid: the order takes no new transaction.
    expect(
      await payme('CreateTransaction', {
        id: txId(),
        time: Date.now(),
        amount,
        account: account(order.id),
      }),
    ).toMatchObject({ error: { code: -31050 } });
  });

  it('PRO is extended from the later of now and its current end', async () => {
    const { agent, order, amount, id } = await pending();
    const end = new Date(Date.now() + 10 * DAY);
    await db()
      .update((await import('@/lib/db/schema')).accounts)
      .set({ isPro: true, proSince: new Date(), proUntil: end })
      .where(eq((await import('@/lib/db/schema')).accounts.id, agent.id));
    await payme('CreateTransaction', { id, time: Date.now(), amount, account: account(order.id) });
    await payme('PerformTransaction', { id });
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(end.getTime() + 30 * DAY);
    // The refund shortens it back to where it was.
    await payme('CancelTransaction', { id, reason: 5 });
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(end.getTime());
    expect((await accountRow(agent.id)).isPro).toBe(true);
  });

  it('cancel in state 1 → -1 and the order cancelled; a repeat answers the same', async () => {
    const { agent, order, amount, id } = await pending();
    await payme('CreateTransaction', { id, time: Date.now(), amount, account: account(order.id) });
    const t = Date.now() + 2000;
    const c = await payme('CancelTransaction', { id, reason: 3 }, { now: t });
    expect(c).toMatchObject({ result: { state: -1, cancel_time: t } });
    const again = await payme('CancelTransaction', { id, reason: 3 }, { now: t + 9000 });
    expect(again.result).toEqual((c as { result: unknown }).result);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await payme('PerformTransaction', { id })).toMatchObject({ error: { code: -31008 } });
    expect((await accountRow(agent.id)).isPro).toBe(false);
    expect(await payme('CheckTransaction', { id })).toMatchObject({
      result: { state: -1, reason: 3, cancel_time: t },
    });
  });

  it('cancel in state 2 → -2, PRO taken back, the order refunded', async () => {
    const { agent, order, amount, id } = await pending();
    await payme('CreateTransaction', { id, time: Date.now(), amount, account: account(order.id) });
    await payme('PerformTransaction', { id });
    expect((await accountRow(agent.id)).isPro).toBe(true);
    const c = await payme('CancelTransaction', { id, reason: 5 });
    expect(c).toMatchObject({ result: { state: -2 } });
    const a = await accountRow(agent.id);
    expect({ isPro: a.isPro, proUntil: a.proUntil }).toEqual({ isPro: false, proUntil: null });
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded' });
    const again = await payme('CancelTransaction', { id, reason: 5 });
    expect(again.result).toEqual((c as { result: unknown }).result);
    expect(await payme('PerformTransaction', { id })).toMatchObject({ error: { code: -31008 } });
  });

  it('unknown transaction → -31003 for Perform, Cancel and Check', async () => {
    for (const m of ['PerformTransaction', 'CheckTransaction'])
      expect(await payme(m, { id: txId() })).toMatchObject({ error: { code: -31003 } });
    expect(await payme('CancelTransaction', { id: txId(), reason: 1 })).toMatchObject({
      error: { code: -31003 },
    });
  });

  it('GetStatement lists the transactions whose Payme time lies in [from, to]', async () => {
    const base = Date.now() + 1000 * DAY; // far from every other test's times
    const a = await pending(base);
    const b = await pending(base);
    await payme(
      'CreateTransaction',
      { id: a.id, time: base, amount: a.amount, account: account(a.order.id) },
      { now: base },
    );
    await payme(
      'CreateTransaction',
      { id: b.id, time: base + 10, amount: b.amount, account: account(b.order.id) },
      { now: base + 10 },
    );
    await payme('PerformTransaction', { id: b.id }, { now: base + 20 });
    const r = await payme('GetStatement', { from: base, to: base + 10 });
    const list = (r as { result: { transactions: Record<string, unknown>[] } }).result.transactions;
    expect(list.map((t) => [t.id, t.state, t.amount, t.account])).toEqual([
      [a.id, 1, a.amount, { order_id: String(a.order.id) }],
      [b.id, 2, b.amount, { order_id: String(b.order.id) }],
    ]);
    expect(list[1]).toMatchObject({
      time: base + 10,
      create_time: base + 10,
      perform_time: base + 20,
    });
    expect(
      (await payme('GetStatement', { from: base + 11, to: base + 99 })) as unknown,
    ).toMatchObject({ result: { transactions: [] } });
  });
});

describe('Payme: the 12-hour timeout (a clock the test sets)', () => {
  it('perform after 12 h of Payme’s time cancels with reason 4 and answers -31008', async () => {
    const t0 = Date.now();
    const { agent, order, amount, id } = await pending(t0);
    await payme(
      'CreateTransaction',
      { id, time: t0, amount, account: account(order.id) },
      {
        now: t0,
      },
    );
    const late = t0 + PAYME_TIMEOUT_MS + 1;
    expect(await payme('PerformTransaction', { id }, { now: late })).toMatchObject({
      error: { code: -31008 },
    });
    expect(await payme('CheckTransaction', { id }, { now: late })).toMatchObject({
      result: { state: -1, reason: 4, cancel_time: late },
    });
    expect((await accountRow(agent.id)).isPro).toBe(false);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
  });

  it('a repeated create after 12 h cancels with reason 4; a create with an old time is refused', async () => {
    const t0 = Date.now();
    const { order, amount, id } = await pending(t0);
    const params = { id, time: t0, amount, account: account(order.id) };
    await payme('CreateTransaction', params, { now: t0 });
    expect(
      await payme('CreateTransaction', params, { now: t0 + PAYME_TIMEOUT_MS + 1 }),
    ).toMatchObject({ error: { code: -31008 } });
    expect(await payme('CheckTransaction', { id })).toMatchObject({
      result: { state: -1, reason: 4 },
    });
    const fresh = await pending(t0);
    expect(
      await payme(
        'CreateTransaction',
        { id: fresh.id, time: t0, amount: fresh.amount, account: account(fresh.order.id) },
        { now: t0 + PAYME_TIMEOUT_MS + 1 },
      ),
    ).toMatchObject({ error: { code: -31008 } });
  });

  it('perform just inside 12 h succeeds', async () => {
    const t0 = Date.now();
    const { order, amount, id } = await pending(t0);
    await payme(
      'CreateTransaction',
      { id, time: t0, amount, account: account(order.id) },
      {
        now: t0,
      },
    );
    expect(await payme('PerformTransaction', { id }, { now: t0 + PAYME_TIMEOUT_MS })).toMatchObject(
      { result: { state: 2 } },
    );
  });
});

describe('Payme: 20 parallel repeats', () => {
  it('of Create: one transaction, 20 identical answers', async () => {
    const { order, amount, id } = await pending();
    const time = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payme('CreateTransaction', { id, time, amount, account: account(order.id) }),
      ),
    );
    const results = answers.map((a) => JSON.stringify((a as { result?: unknown }).result));
    expect(new Set(results).size).toBe(1);
    expect(answers[0]).toMatchObject({ result: { state: 1 } });
  });

  it('of Perform: one grant, 20 identical answers', async () => {
    const { agent, order, amount, id } = await pending();
    await payme('CreateTransaction', { id, time: Date.now(), amount, account: account(order.id) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payme('PerformTransaction', { id }, { now: Date.now() + i }),
      ),
    );
    const results = answers.map((a) => JSON.stringify((a as { result?: unknown }).result));
    expect(new Set(results).size).toBe(1);
    const performed = (answers[0] as { result: { perform_time: number } }).result.perform_time;
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(performed + 30 * DAY);
  });

  it('of a new transaction each for one order: exactly one holds it', async () => {
    const { order, amount } = await pending();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payme('CreateTransaction', {
          id: txId(),
          time: Date.now(),
          amount,
          account: account(order.id),
        }),
      ),
    );
    expect(answers.filter((a) => 'result' in a)).toHaveLength(1);
    expect(answers.filter((a) => 'error' in a && a.error.code === -31008)).toHaveLength(19);
  });
});

describe('Orders under Payme', () => {
  it('an Admin’s price change while an order is pending: the order keeps its amount', async () => {
    const admin = await aUser();
    const { order, amount, id } = await pending();
    await updatePlan(admin.id, 'pro-30', { price: 123_000, isActive: true });
    try {
      expect(
        await payme('CheckPerformTransaction', { amount, account: account(order.id) }),
      ).toMatchObject({ result: { allow: true } });
      expect(
        await payme('CreateTransaction', {
          id,
          time: Date.now(),
          amount: 12_300_000,
          account: account(order.id),
        }),
      ).toMatchObject({ error: { code: -31001 } });
    } finally {
      await updatePlan(admin.id, 'pro-30', { price: 99_000, isActive: true });
    }
  });

  it('the payUrl is Payme’s checkout with merchant, order, tiyin and the return page', async () => {
    const { order } = await pending();
    const url = new URL(order.payUrl);
    expect(url.origin).toBe(BILLING_ENV.PAYME_CHECKOUT_URL);
    expect(Buffer.from(url.pathname.slice(1), 'base64').toString()).toBe(
      `m=${BILLING_ENV.PAYME_MERCHANT_ID};ac.order_id=${order.id};a=9900000;c=http://localhost:4321/account/payments/${order.id}`,
    );
  });

  it('with a provider configured the free activation is refused (PRO goes through an order)', async () => {
    const agent = await readyAgent();
    await expect(activatePro(agent)).rejects.toMatchObject({ status: 409 });
    expect((await accountRow(agent.id)).isPro).toBe(false);
  });

  it('a promotion: paid → promotedUntil set; refunded → gone', async () => {
    const agent = await readyAgent();
    const p = await makeProject({ ownerAccountId: agent.id });
    const order = await createOrder(
      agent,
      { plan: 'promotion-7', provider: 'payme', projectId: p.id },
      'http://localhost:4321',
    );
    const id = txId();
    const params = { id, time: Date.now(), amount: order.amount * 100, account: account(order.id) };
    await payme('CreateTransaction', params);
    const t = Date.now();
    await payme('PerformTransaction', { id }, { now: t });
    const promoted = async () =>
      (await db().select().from(projects).where(eq(projects.id, p.id)))[0]!.promotedUntil;
    expect((await promoted())!.getTime()).toBe(t + 7 * DAY);
    await payme('CancelTransaction', { id, reason: 5 });
    expect(await promoted()).toBeNull();
  });
});
