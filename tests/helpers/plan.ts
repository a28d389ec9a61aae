// The nodes of a plan as PostgreSQL (and PGlite) explains it in JSON: for the tests that check a
// statement reads the rows it needs from an index (docs/performance.md), and the statements a read
// sends, to explain them.
import { sql, type Logger } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With `explain (analyze)`: how many times the node ran. */
  'Actual Loops'?: number;
};

/** Every node of the plan an `explain (format json) …` answered (its first row), depth first. */
export function planNodes(res: { rows: unknown[] }): PlanNode[] {
  const raw = (res.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: unknown }[];
  const out: PlanNode[] = [];
  const visit = (n: Record<string, unknown>) => {
    out.push(n as PlanNode);
    for (const c of (n.Plans as Record<string, unknown>[] | undefined) ?? []) visit(c);
  };
  visit(json[0]!.Plan as Record<string, unknown>);
  return out;
}

export type Statement = { sql: string; params: unknown[] };

/** The statements `read` sends, as Drizzle logs them (text and values), read past the read cache. */
export async function statementsOf(read: () => Promise<unknown>): Promise<Statement[]> {
  const session = (
    db() as unknown as { session: { logger: Logger; options: { logger?: Logger | undefined } } }
  ).session;
  const seen: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => seen.push({ sql: query, params }) };
  const before = { own: session.logger, options: session.options.logger };
  const cache = process.env.READ_CACHE;
  session.logger = logger;
  session.options.logger = logger;
  process.env.READ_CACHE = 'off';
  try {
    await read();
  } finally {
    session.logger = before.own;
    session.options.logger = before.options;
    if (cache === undefined) delete process.env.READ_CACHE;
    else process.env.READ_CACHE = cache;
  }
  return seen;
}

export function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Every node of the generic plan PostgreSQL makes for `statement` (forced, as it may keep one).
 * Scanning the whole table and sorting are priced out: on a test's few rows either is the cheapest
 * plan, while the question is whether the generic plan can read the rows in order at all.
 */
export async function genericPlan(statement: Statement): Promise<PlanNode[]> {
  return db().transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    await tx.execute(sql.raw('set local enable_sort = off'));
    await tx.execute(sql.raw(`prepare plan_probe as ${statement.sql}`));
    const args = statement.params.map(literal).join(', ');
    const res = await tx.execute(
      sql.raw(`explain (format json) execute plan_probe${args ? `(${args})` : ''}`),
    );
    await tx.execute(sql.raw('deallocate plan_probe'));
    return planNodes(res);
  });
}
