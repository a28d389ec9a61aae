// The nodes of a plan as PostgreSQL (and PGlite) explains it in JSON: for the tests that check a
// statement reads the rows it needs from an index (docs/performance.md).

export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string };

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
