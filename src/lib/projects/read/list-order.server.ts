// The order of the project list and keyset paging over it (docs/api.md "Project list", the `After`
// cursor). Each sort is a list of keys, the last one `id` so that no two rows tie; a cursor holds
// the sort's name and the last row's value of every key, so adding a key to a sort is one more
// entry here and old cursors of that sort answer 400 instead of a wrong page.
//
// "Rows after the cursor" for keys k1…kn is: k1 beyond v1, or k1 = v1 and k2 beyond v2, … Written
// as one OR, neither database can start an index scan at the cursor. So consecutive keys of one
// direction form a group compared as a row ((price, id) < ($1, $2): an index range), and the
// query is one branch per group, each branch a range of one index read in order and limited to
// the page size (list-projects.server.ts): at most a few pages of index entries, however deep.
import { asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import { projects } from '@/lib/db/schema';
import { invalidInput } from '@/lib/http/app-error';
import type { ProjectSort } from '@/lib/projects/labels';

type KeyKind = 'bool' | 'int' | 'time';
export type SortKey = { expr: Column | SQL; dir: 'asc' | 'desc'; kind: KeyKind };

const key = (expr: Column | SQL, dir: 'asc' | 'desc', kind: KeyKind): SortKey => ({
  expr,
  dir,
  kind,
});

/** The keys of each sort; `id` last keeps pages stable when the main key ties. */
export function projectListKeys(sort: ProjectSort): SortKey[] {
  switch (sort) {
    // Negotiable projects have no comparable price: they come after the priced ones either way.
    case 'priceAsc':
      return [
        key(projects.isNegotiable, 'asc', 'bool'),
        key(projects.price, 'asc', 'int'),
        key(projects.id, 'asc', 'int'),
      ];
    case 'priceDesc':
      return [
        key(projects.isNegotiable, 'asc', 'bool'),
        key(projects.price, 'desc', 'int'),
        key(projects.id, 'desc', 'int'),
      ];
    case 'popular':
      return [
        key(projects.viewCount, 'desc', 'int'),
        key(projects.saveCount, 'desc', 'int'),
        key(projects.id, 'desc', 'int'),
      ];
    // The default order puts running paid promotions first (docs/payments.md): the stored flag
    // the promotion job keeps, so one index (projects_promoted_created_idx) serves it; a sort the
    // visitor chose is left as chosen.
    default:
      return [
        key(projects.isPromoted, 'desc', 'bool'),
        key(projects.createdAt, 'desc', 'time'),
        key(projects.id, 'desc', 'int'),
      ];
  }
}

/** A key as an expression no index provides, ordering the same (see projectListOrder). */
function unindexedExpr(k: SortKey): SQL {
  switch (k.kind) {
    case 'bool':
      return sql`(${k.expr})::int`;
    case 'int':
      return sql`${k.expr} + 0`;
    case 'time':
      return sql`${k.expr} + interval '0 seconds'`;
  }
}

/**
 * ORDER BY of a sort. `unindexed`: the same order on expressions no index provides (the `id`
 * tiebreak aside), so the planner reads the matching rows through the search's trigram index and
 * sorts them. Used when a search is known to match at most COUNT_CAP projects: with the plain keys
 * the planner may walk a sort index and test every row it passes, which reads most of the table
 * when the matches sit at its far end (a word that only older projects have took 0.7 s at 100,000
 * projects).
 */
export function projectListOrder(sort: ProjectSort, unindexed = false): SQL[] {
  const keys = projectListKeys(sort);
  return keys.map((k, i) => {
    const expr = unindexed && i < keys.length - 1 ? unindexedExpr(k) : k.expr;
    return k.dir === 'asc' ? asc(expr) : desc(expr);
  });
}

/**
 * A key's value as text, exactly: timestamps to the microsecond in UTC (a JS Date keeps
 * milliseconds only, and a cursor that rounds would repeat or skip rows).
 */
function keyText(k: SortKey): SQL {
  return k.kind === 'time'
    ? sql`to_char(${k.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`
    : sql`(${k.expr})::text`;
}

/** The text of every key of the row, one column, for the cursor of the page's last row. */
export function cursorColumn(sort: ProjectSort): SQL<string[]> {
  const parts = projectListKeys(sort).map(keyText);
  return sql<string[]>`array[${sql.join(parts, sql`, `)}]`;
}

/** A value back in its key's type, for comparing with the column (an index range). */
function keyValue(k: SortKey, text: string): SQL {
  switch (k.kind) {
    case 'bool':
      return sql`${text}::boolean`;
    case 'int':
      return sql`${text}::bigint`;
    case 'time':
      return sql`(${text}::timestamp at time zone 'UTC')`;
  }
}

const VALID: Record<KeyKind, RegExp> = {
  bool: /^(true|false)$/,
  int: /^-?\d{1,18}$/,
  time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/,
};

/** The opaque token: base64url of `[sort, value…]`. */
export function encodeCursor(sort: ProjectSort, values: string[]): string {
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
}

const badCursor = () => invalidInput({ After: 'projects:errors.badCursor' });

/** The key values a token holds for `sort`, or a 400 naming `After` (never a 500). */
export function decodeCursor(token: string, sort: ProjectSort): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const keys = projectListKeys(sort);
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== sort ||
    parsed.length !== keys.length + 1 ||
    !keys.every((k, i) => typeof parsed[i + 1] === 'string' && VALID[k.kind].test(parsed[i + 1]))
  )
    throw badCursor();
  const values = parsed.slice(1) as string[];
  // A date that matches the pattern but does not exist (month 13) would fail in the database.
  keys.forEach((k, i) => {
    if (k.kind === 'time' && Number.isNaN(Date.parse(`${values[i]!.slice(0, 23)}Z`)))
      throw badCursor();
  });
  return values;
}

const beyond = (dir: 'asc' | 'desc', left: SQL, right: SQL) =>
  dir === 'asc' ? sql`${left} > ${right}` : sql`${left} < ${right}`;

/**
 * "After the cursor" as one condition per branch: branch j holds the earlier groups equal to the
 * cursor and group j beyond it (a row comparison). The branches are disjoint and together hold
 * every row after the cursor, each an index range when an index matches the sort.
 */
export function afterCursorBranches(sort: ProjectSort, values: string[]): SQL[] {
  const keys = projectListKeys(sort);
  const groups: { dir: 'asc' | 'desc'; at: number[] }[] = [];
  keys.forEach((k, i) => {
    const last = groups.at(-1);
    if (last && last.dir === k.dir) last.at.push(i);
    else groups.push({ dir: k.dir, at: [i] });
  });
  const col = (i: number) => sql`${keys[i]!.expr}`;
  const val = (i: number) => keyValue(keys[i]!, values[i]!);
  const row = (at: number[], f: (i: number) => SQL) =>
    at.length === 1 ? f(at[0]!) : sql`(${sql.join(at.map(f), sql`, `)})`;
  return groups.map((g, j) => {
    const equal = groups.slice(0, j).flatMap((p) => p.at.map((i) => sql`${col(i)} = ${val(i)}`));
    return sql.join([...equal, beyond(g.dir, row(g.at, col), row(g.at, val))], sql` and `);
  });
}
