// Payme's merchant API (docs/payments.md "Payme"): one JSON-RPC endpoint Payme calls while a person
// pays. Payme retries Create, Perform and Cancel until it gets an answer, so every method is
// idempotent on Payme's transaction id and a repeat answers exactly what the first did (the times
// come from the stored row). Each state change runs in one database transaction with the order row
// locked (SELECT … FOR UPDATE), so parallel repeats grant once. The answer is always HTTP 200.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { config, type Config } from '@/lib/config.server';
import { db, type Tx } from '@/lib/db/client.server';
import { orders, paymentTransactions } from '@/lib/db/schema';
import { log } from '@/lib/platform/log.server';
import { lockOrder, markCancelled, markPaid } from '../grant.server';
import { paymeError, PaymeFault, type PaymeError } from './payme-errors';

/** Payme cancels a transaction not performed within 12 hours of its `time` (reason 4). */
export const PAYME_TIMEOUT_MS = 12 * 3_600_000;
const REASON_TIMEOUT = 4;

type TxRow = typeof paymentTransactions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
/** Exactly one of `result` and `error` is there. */
export type PaymeAnswer = {
  jsonrpc: '2.0';
  id: unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each method's own result shape
  result?: any;
  error?: PaymeError;
};

const Rpc = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]).nullable().optional(),
  method: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
});
const Amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const TxId = z.string().min(1).max(64);
const Time = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Account = z.object({ order_id: z.union([z.string(), z.number()]) });

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `Authorization: Basic base64("Paycom:" + key)` with the production key or, while set, the test key. */
export function paymeAuthorized(
  header: string | null,
  cfg: Pick<Config, 'PAYME_KEY' | 'PAYME_TEST_KEY'> = config(),
): boolean {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!, 'base64').toString('utf8');
  return [cfg.PAYME_KEY, cfg.PAYME_TEST_KEY].some(
    (key) => key !== undefined && sameSecret(given, `Paycom:${key}`),
  );
}

function parse<T extends z.ZodType>(schema: T, value: unknown, fault: PaymeFault): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw fault;
  return r.data;
}

const orderIdOf = (params: Record<string, unknown>): number => {
  const account = parse(Account, params.account, new PaymeFault(-31050, 'order_id'));
  const raw = String(account.order_id);
  if (!/^\d{1,9}$/.test(raw)) throw new PaymeFault(-31050, 'order_id');
  return Number(raw);
};

/** The order may be paid now: ours, for Payme, pending and not past its end. */
function assertPayable(order: OrderRow | undefined, amount: number, now: number): OrderRow {
  if (!order || order.provider !== 'payme' || order.status !== 'pending')
    throw new PaymeFault(-31050, 'order_id');
  if (order.expiresAt.getTime() <= now) throw new PaymeFault(-31050, 'order_id');
  if (amount !== order.amount * 100) throw new PaymeFault(-31001, 'amount');
  return order;
}

const findTx = async (conn: Tx | ReturnType<typeof db>, id: string) =>
  (
    await conn
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.provider, 'payme'),
          eq(paymentTransactions.providerTransactionId, id),
        ),
      )
      .limit(1)
  )[0];

/** The transaction with its order locked; -31003 when Payme names a transaction we never made. */
async function lockedTx(tx: Tx, id: string): Promise<{ t: TxRow; order: OrderRow }> {
  const first = await findTx(tx, id);
  if (!first) throw new PaymeFault(-31003);
  const order = await lockOrder(tx, first.orderId);
  // Read again under the lock: a parallel call may have changed it meanwhile.
  const t = await findTx(tx, id);
  if (!order || !t) throw new PaymeFault(-31003);
  return { t, order };
}

async function cancelTx(tx: Tx, t: TxRow, order: OrderRow, reason: number, now: number) {
  const state = t.state === 2 ? -2 : -1;
  await tx
    .update(paymentTransactions)
    .set({ state, cancelTime: now, reason })
    .where(eq(paymentTransactions.id, t.id));
  await markCancelled(tx, order, new Date(now));
  return { ...t, state, cancelTime: now, reason };
}

const timedOut = (t: Pick<TxRow, 'providerTime'>, now: number) =>
  now - t.providerTime > PAYME_TIMEOUT_MS;

/** A method's answer, or a Payme error to answer after the transaction commits what it wrote. */
type Outcome = { result: unknown } | { fault: PaymeFault };

async function checkPerform(params: Record<string, unknown>, now: number): Promise<Outcome> {
  const amount = parse(Amount, params.amount, new PaymeFault(-31001, 'amount'));
  const orderId = orderIdOf(params);
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId)).limit(1);
  assertPayable(order, amount, now);
  const held = await db()
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.orderId, orderId), inArray(paymentTransactions.state, [1, 2])),
    )
    .limit(1);
  if (held.length) throw new PaymeFault(-31008);
  return { result: { allow: true } };
}

const created = (t: TxRow) => ({
  create_time: t.createTime,
  transaction: String(t.id),
  state: t.state,
});

async function createTransaction(params: Record<string, unknown>, now: number): Promise<Outcome> {
  const id = parse(TxId, params.id, new PaymeFault(-32600));
  const time = parse(Time, params.time, new PaymeFault(-32600));
  const amount = parse(Amount, params.amount, new PaymeFault(-31001, 'amount'));
  const orderId = orderIdOf(params);
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const existing = await findTx(tx, id);
    if (existing) {
      if (existing.orderId !== orderId) throw new PaymeFault(-31008);
      if (existing.state !== 1) return { fault: new PaymeFault(-31008) };
      if (timedOut(existing, now)) {
        await cancelTx(tx, existing, order!, REASON_TIMEOUT, now);
        return { fault: new PaymeFault(-31008) };
      }
      return { result: created(existing) };
    }
    const payable = assertPayable(order, amount, now);
    const held = await tx
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.orderId, orderId), inArray(paymentTransactions.state, [1, 2])),
      )
      .limit(1);
    if (held.length) throw new PaymeFault(-31008);
    if (timedOut({ providerTime: time }, now)) throw new PaymeFault(-31008);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        provider: 'payme',
        providerTransactionId: id,
        orderId: payable.id,
        state: 1,
        providerTime: time,
        amount,
        createTime: now,
      })
      .returning();
    return { result: created(row!) };
  });
}

async function performTransaction(params: Record<string, unknown>, now: number): Promise<Outcome> {
  const id = parse(TxId, params.id, new PaymeFault(-31003));
  return db().transaction(async (tx) => {
    const { t, order } = await lockedTx(tx, id);
    if (t.state === 2)
      return { result: { transaction: String(t.id), perform_time: t.performTime, state: 2 } };
    if (t.state !== 1) return { fault: new PaymeFault(-31008) };
    if (timedOut(t, now)) {
      await cancelTx(tx, t, order, REASON_TIMEOUT, now);
      return { fault: new PaymeFault(-31008) };
    }
    if (order.status !== 'pending') return { fault: new PaymeFault(-31008) };
    await tx
      .update(paymentTransactions)
      .set({ state: 2, performTime: now })
      .where(eq(paymentTransactions.id, t.id));
    await markPaid(tx, order, new Date(now));
    return { result: { transaction: String(t.id), perform_time: now, state: 2 } };
  });
}

async function cancelTransaction(params: Record<string, unknown>, now: number): Promise<Outcome> {
  const id = parse(TxId, params.id, new PaymeFault(-31003));
  const reason = parse(z.number().int().min(1).max(10), params.reason, new PaymeFault(-32600));
  return db().transaction(async (tx) => {
    const { t, order } = await lockedTx(tx, id);
    const done = t.state < 0 ? t : await cancelTx(tx, t, order, reason, now);
    return {
      result: { transaction: String(done.id), cancel_time: done.cancelTime, state: done.state },
    };
  });
}

const described = (t: TxRow) => ({
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: String(t.id),
  state: t.state,
  reason: t.reason,
});

async function checkTransaction(params: Record<string, unknown>): Promise<Outcome> {
  const id = parse(TxId, params.id, new PaymeFault(-31003));
  const t = await findTx(db(), id);
  if (!t) throw new PaymeFault(-31003);
  return { result: described(t) };
}

async function getStatement(params: Record<string, unknown>): Promise<Outcome> {
  const from = parse(Time, params.from, new PaymeFault(-32600));
  const to = parse(Time, params.to, new PaymeFault(-32600));
  const rows = await db()
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, 'payme'),
        between(paymentTransactions.providerTime, from, to),
      ),
    )
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.id));
  return {
    result: {
      transactions: rows.map((t) => ({
        id: t.providerTransactionId,
        time: t.providerTime,
        amount: t.amount,
        account: { order_id: String(t.orderId) },
        ...described(t),
      })),
    },
  };
}

const METHODS: Record<string, (p: Record<string, unknown>, now: number) => Promise<Outcome>> = {
  CheckPerformTransaction: checkPerform,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: (p) => checkTransaction(p),
  GetStatement: (p) => getStatement(p),
};

/** One call from Payme: its raw body and Authorization header; `now` (ms) is settable in tests. */
export async function handlePayme(
  raw: string,
  authorization: string | null,
  now = Date.now(),
): Promise<PaymeAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const id = (body as { id?: unknown } | undefined)?.id ?? null;
  const fail = (code: Parameters<typeof paymeError>[0], data?: string): PaymeAnswer => ({
    jsonrpc: '2.0',
    id,
    error: paymeError(code, data),
  });
  if (!paymeAuthorized(authorization)) return fail(-32504);
  if (body === undefined) return fail(-32700);
  const rpc = Rpc.safeParse(body);
  if (!rpc.success) return fail(-32600);
  const method = Object.hasOwn(METHODS, rpc.data.method) ? METHODS[rpc.data.method] : undefined;
  if (!method) return fail(-32601, rpc.data.method.slice(0, 64));
  try {
    const out = await method(rpc.data.params, now);
    if ('fault' in out) return fail(out.fault.code, out.fault.data);
    return { jsonrpc: '2.0', id, result: out.result };
  } catch (e) {
    if (e instanceof PaymeFault) return fail(e.code, e.data);
    log.error('payme call failed', e, { method: rpc.data.method });
    return fail(-32400);
  }
}
