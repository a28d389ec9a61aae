// Click's SHOP API (docs/payments.md "Click"): Click calls Prepare (action 0) when a person confirms
// the payment, then Complete (action 1) after taking the money, or with a negative `error` when it
// failed. Every call is signed with md5 over the fields and our secret key; the answer is always
// JSON with Click's error code. Complete runs in one database transaction with the order row
// locked, so a repeated or parallel Complete grants once and answers as the first did.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { config, type Config } from '@/lib/config.server';
import { db, type Tx } from '@/lib/db/client.server';
import { orders, paymentTransactions } from '@/lib/db/schema';
import { log } from '@/lib/platform/log.server';
import { lockOrder, markCancelled, markPaid } from '../grant.server';

export type ClickStep = 'prepare' | 'complete';
export type ClickAnswer = {
  click_trans_id: number | string | null;
  merchant_trans_id: string | null;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
};

/** Click's codes and the notes its documentation gives them (read by Click, not shown to people). */
export const CLICK_ERRORS = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
} as const;
type ClickCode = keyof typeof CLICK_ERRORS;

class ClickFault extends Error {
  constructor(public code: ClickCode) {
    super(`Click error ${code}`);
  }
}

const Digits = z.string().regex(/^\d{1,18}$/);
const Fields = z.object({
  click_trans_id: Digits,
  service_id: Digits,
  click_paydoc_id: z.string().max(64).default(''),
  merchant_trans_id: z.string().regex(/^\d{1,9}$/),
  merchant_prepare_id: Digits.optional(),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  action: z.string().regex(/^-?\d{1,3}$/),
  error: z
    .string()
    .regex(/^-?\d{1,6}$/)
    .default('0'),
  error_note: z.string().max(500).default(''),
  sign_time: z.string().max(40),
  sign_string: z.string().regex(/^[0-9a-fA-F]{32}$/),
});
type ClickFields = z.infer<typeof Fields>;

/** md5(click_trans_id + service_id + secret + merchant_trans_id + [merchant_prepare_id +] amount +
 * action + sign_time), lower-case hex. */
export function clickSign(f: Omit<ClickFields, 'sign_string'>, secret: string): string {
  const parts = [f.click_trans_id, f.service_id, secret, f.merchant_trans_id];
  if (f.merchant_prepare_id !== undefined) parts.push(f.merchant_prepare_id);
  parts.push(f.amount, f.action, f.sign_time);
  return createHash('md5').update(parts.join('')).digest('hex');
}

const signOk = (f: ClickFields, secret: string) => {
  const want = Buffer.from(clickSign(f, secret));
  const got = Buffer.from(f.sign_string.toLowerCase());
  return want.length === got.length && timingSafeEqual(want, got);
};

/** Click's sign_time ("2026-01-31 12:00:00", Tashkent) as ms; the call's own time if unreadable. */
function signTimeMs(s: string, now: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return now;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h! - 5, mi!, se!);
}

const findTx = async (conn: Tx | ReturnType<typeof db>, clickTransId: string) =>
  (
    await conn
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.provider, 'click'),
          eq(paymentTransactions.providerTransactionId, clickTransId),
        ),
      )
      .limit(1)
  )[0];

const cents = (amount: string) => Math.round(Number(amount) * 100);

function assertOrder(order: typeof orders.$inferSelect | undefined, f: ClickFields, now: number) {
  if (!order || order.provider !== 'click') throw new ClickFault(-5);
  if (cents(f.amount) !== order.amount * 100) throw new ClickFault(-2);
  if (order.status === 'paid') throw new ClickFault(-4);
  if (order.status !== 'pending' || order.expiresAt.getTime() <= now) throw new ClickFault(-9);
  return order;
}

async function prepare(f: ClickFields, now: number): Promise<number> {
  if (f.action !== '0') throw new ClickFault(-3);
  if (Number(f.error) < 0) throw new ClickFault(-9);
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, Number(f.merchant_trans_id));
    const existing = await findTx(tx, f.click_trans_id);
    if (existing) {
      if (existing.orderId !== order?.id) throw new ClickFault(-6);
      if (existing.state === 2) throw new ClickFault(-4);
      if (existing.state < 0) throw new ClickFault(-9);
      return existing.id;
    }
    const payable = assertOrder(order, f, now);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        provider: 'click',
        providerTransactionId: f.click_trans_id,
        orderId: payable.id,
        state: 1,
        providerTime: signTimeMs(f.sign_time, now),
        amount: cents(f.amount),
        createTime: now,
        providerDocId: f.click_paydoc_id || null,
      })
      .returning();
    return row!.id;
  });
}

/** Complete: the confirm id, or a fault; a cancel Click reports is committed before its -9. */
async function complete(f: ClickFields, now: number): Promise<number | ClickFault> {
  if (f.action !== '1') throw new ClickFault(-3);
  if (f.merchant_prepare_id === undefined) throw new ClickFault(-8);
  const first = await findTx(db(), f.click_trans_id);
  if (!first || String(first.id) !== f.merchant_prepare_id) throw new ClickFault(-6);
  if (String(first.orderId) !== f.merchant_trans_id) throw new ClickFault(-6);
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, first.orderId);
    const t = await findTx(tx, f.click_trans_id);
    if (!order || !t) throw new ClickFault(-6);
    if (cents(f.amount) !== order.amount * 100) throw new ClickFault(-2);
    if (t.state === 2) return t.id;
    if (t.state < 0) return new ClickFault(-9);
    if (Number(f.error) < 0) {
      await tx
        .update(paymentTransactions)
        .set({ state: -1, cancelTime: now })
        .where(eq(paymentTransactions.id, t.id));
      if (order.status === 'pending') await markCancelled(tx, order, new Date(now));
      return new ClickFault(-9);
    }
    if (order.status === 'paid') return new ClickFault(-4);
    if (order.status !== 'pending') return new ClickFault(-9);
    await tx
      .update(paymentTransactions)
      .set({ state: 2, performTime: now })
      .where(eq(paymentTransactions.id, t.id));
    await markPaid(tx, order, new Date(now));
    return t.id;
  });
}

/** One call from Click: the form's fields; `now` (ms) is settable in tests. */
export async function handleClick(
  step: ClickStep,
  form: URLSearchParams,
  now = Date.now(),
  cfg: Pick<Config, 'CLICK_SERVICE_ID' | 'CLICK_SECRET_KEY'> = config(),
): Promise<ClickAnswer> {
  const raw = Object.fromEntries(form.entries());
  const idField = step === 'prepare' ? 'merchant_prepare_id' : 'merchant_confirm_id';
  const answer = (code: ClickCode, id: number | null = null): ClickAnswer => ({
    click_trans_id: /^\d{1,18}$/.test(raw.click_trans_id ?? '') ? Number(raw.click_trans_id) : null,
    merchant_trans_id: raw.merchant_trans_id?.slice(0, 64) ?? null,
    [idField]: id,
    error: code,
    error_note: CLICK_ERRORS[code],
  });
  const parsed = Fields.safeParse(raw);
  if (!parsed.success || !cfg.CLICK_SECRET_KEY) return answer(-8);
  const f = parsed.data;
  if (!signOk(f, cfg.CLICK_SECRET_KEY)) return answer(-1);
  if (f.service_id !== cfg.CLICK_SERVICE_ID) return answer(-8);
  try {
    if (step === 'prepare') return answer(0, await prepare(f, now));
    const done = await complete(f, now);
    return done instanceof ClickFault ? answer(done.code) : answer(0, done);
  } catch (e) {
    if (e instanceof ClickFault) return answer(e.code);
    log.error('click call failed', e, { step });
    return answer(-7);
  }
}
