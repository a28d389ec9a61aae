// Click's SHOP API played from Click's side against the real handler and database: every error
// code, Prepare then Complete granting PRO once, repeats answering as the first, a cancel Click
// reports, and 20 parallel Completes.
import { vi } from 'vitest';
vi.hoisted(() => {
  Object.assign(process.env, {
    CLICK_SERVICE_ID: '31234',
    CLICK_MERCHANT_ID: '22111',
    CLICK_SECRET_KEY: 'click-secret-Zt7',
    CLICK_MERCHANT_USER_ID: '40001',
    CLICK_CHECKOUT_URL: 'https://click.example.test/services/pay',
  });
});
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { accountRow, BILLING_ENV, click, proOrder, readyAgent } from '@tests/factories/billing';
import { db } from '@/lib/db/client.server';
import { orders } from '@/lib/db/schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { POST as prepareRoute } from '@/pages/api/payments/click/prepare';
import { clickSign } from './click.server';

const DAY = 86_400_000;
const clickId = () => String(crypto.randomInt(1, 2 ** 47));
const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

async function pending() {
  const agent = await readyAgent();
  const order = await proOrder(agent, 'click');
  return { agent, order, amount: `${order.amount}.00`, mt: String(order.id), ct: clickId() };
}

describe('Click: Prepare', () => {
  it('answers merchant_prepare_id; a repeat answers the same', async () => {
    const { order, amount, mt, ct } = await pending();
    const first = await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount });
    expect(first).toMatchObject({
      click_trans_id: Number(ct),
      merchant_trans_id: mt,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    expect(await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount })).toEqual(
      first,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
  });

  it('-1 forged sign, -2 amount off by one tiyin, -3 wrong action, -5 unknown order, -8 bad request', async () => {
    const { amount, mt, ct } = await pending();
    const base = { click_trans_id: ct, merchant_trans_id: mt, amount };
    expect(await click('prepare', { ...base, sign: 'a'.repeat(32) })).toMatchObject({ error: -1 });
    const wrongKey = crypto
      .createHash('md5')
      .update(`${ct}${BILLING_ENV.CLICK_SERVICE_ID}other${mt}${amount}0x`)
      .digest('hex');
    expect(await click('prepare', { ...base, sign: wrongKey })).toMatchObject({ error: -1 });
    expect(await click('prepare', { ...base, amount: '98999.99' })).toMatchObject({ error: -2 });
    expect(await click('prepare', { ...base, amount: '99000.01' })).toMatchObject({ error: -2 });
    expect(await click('prepare', { ...base, action: '1' })).toMatchObject({ error: -3 });
    expect(await click('prepare', { ...base, merchant_trans_id: '987654321' })).toMatchObject({
      error: -5,
    });
    const r = await api(prepareRoute as never, '/api/payments/click/prepare', {
      method: 'POST',
      body: 'click_trans_id=1&amount=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ error: -8 });
  });

  it('a Payme order is not Click’s to pay → -5', async () => {
    const agent = await readyAgent();
    const order = await createOrder(agent, { plan: 'pro-30', provider: 'click' }, 'http://x');
    await db().update(orders).set({ provider: 'payme' }).where(eq(orders.id, order.id));
    expect(
      await click('prepare', {
        click_trans_id: clickId(),
        merchant_trans_id: String(order.id),
        amount: '99000',
      }),
    ).toMatchObject({ error: -5 });
  });
});

describe('Click: Complete', () => {
  it('grants PRO once; a repeat answers the same confirm id; a later prepare → -4', async () => {
    const { agent, order, amount, mt, ct } = await pending();
    const p = await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount });
    const prepareId = String(p.merchant_prepare_id);
    const t = Date.now();
    const c = await click(
      'complete',
      { click_trans_id: ct, merchant_trans_id: mt, amount, merchant_prepare_id: prepareId },
      t,
    );
    expect(c).toMatchObject({ error: 0, merchant_confirm_id: Number(prepareId) });
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(t + 30 * DAY);
    expect(
      await click(
        'complete',
        { click_trans_id: ct, merchant_trans_id: mt, amount, merchant_prepare_id: prepareId },
        t + 5000,
      ),
    ).toEqual(c);
    expect((await accountRow(agent.id)).proUntil!.getTime()).toBe(t + 30 * DAY);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(
      await click('prepare', { click_trans_id: clickId(), merchant_trans_id: mt, amount }),
    ).toMatchObject({ error: -4 });
  });

  it('-6 unknown transaction or a prepare id that is not its own; -1 forged; -2 amount', async () => {
    const { amount, mt, ct } = await pending();
    const p = await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount });
    const prepareId = String(p.merchant_prepare_id);
    const base = {
      click_trans_id: ct,
      merchant_trans_id: mt,
      amount,
      merchant_prepare_id: prepareId,
    };
    expect(await click('complete', { ...base, click_trans_id: clickId() })).toMatchObject({
      error: -6,
    });
    expect(
      await click('complete', { ...base, merchant_prepare_id: String(Number(prepareId) + 999) }),
    ).toMatchObject({ error: -6 });
    expect(await click('complete', { ...base, sign: 'f'.repeat(32) })).toMatchObject({ error: -1 });
    expect(await click('complete', { ...base, amount: '99000.01' })).toMatchObject({ error: -2 });
    expect(await click('complete', { ...base, action: '0' })).toMatchObject({ error: -3 });
  });

  it('an error Click reports cancels: -9, the order cancelled, nothing granted', async () => {
    const { agent, order, amount, mt, ct } = await pending();
    const p = await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount });
    const base = {
      click_trans_id: ct,
      merchant_trans_id: mt,
      amount,
      merchant_prepare_id: String(p.merchant_prepare_id),
    };
    expect(await click('complete', { ...base, error: '-5017' })).toMatchObject({ error: -9 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await accountRow(agent.id)).isPro).toBe(false);
    expect(await click('complete', base)).toMatchObject({ error: -9 });
    expect(
      await click('prepare', { click_trans_id: clickId(), merchant_trans_id: mt, amount }),
    ).toMatchObject({ error: -9 });
  });

  it('20 parallel Completes: one grant, 20 identical answers', async () => {
    const { agent, amount, mt, ct } = await pending();
    const p = await click('prepare', { click_trans_id: ct, merchant_trans_id: mt, amount });
    const f = {
      click_trans_id: ct,
      merchant_trans_id: mt,
      amount,
      merchant_prepare_id: String(p.merchant_prepare_id),
    };
    const t = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => click('complete', f, t + i)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ error: 0 });
    const until = (await accountRow(agent.id)).proUntil!.getTime();
    expect(until - t).toBeGreaterThanOrEqual(30 * DAY);
    expect(until - t).toBeLessThan(30 * DAY + 20);
  });

  it('the sign is md5 of the fields and the secret in Click’s order', () => {
    const f = {
      click_trans_id: '1',
      service_id: '2',
      click_paydoc_id: '',
      merchant_trans_id: '3',
      merchant_prepare_id: '4',
      amount: '5.00',
      action: '1',
      error: '0',
      error_note: '',
      sign_time: '2026-01-01 00:00:00',
    };
    expect(clickSign(f, 'S')).toBe(
      crypto.createHash('md5').update('12S345.0012026-01-01 00:00:00').digest('hex'),
    );
  });
});
