// Small readers for the calculator tests: a result's line or summary figure by key.
import { evaluate } from './calculator.schema';
import type { CalcResult, Kind, Line } from './types';

export function calc(kind: Kind, input: unknown): CalcResult {
  const e = evaluate(kind, input);
  if (!e.ok) throw new Error(`unexpected validation errors: ${JSON.stringify(e.fields)}`);
  return e.result;
}

export function errors(kind: Kind, input: unknown): Record<string, string> {
  const e = evaluate(kind, input);
  if (e.ok) throw new Error('expected validation errors');
  return e.fields;
}

export function lineOf(result: CalcResult, id: string): Line {
  const l = result.lines.find((x) => x.id === id);
  if (!l) throw new Error(`no line ${id} in ${result.lines.map((x) => x.id).join(', ')}`);
  return l;
}

export function figure(result: CalcResult, key: string): number {
  const q = result.summary.find((x) => x.key === key);
  if (!q) throw new Error(`no summary ${key}`);
  return q.value;
}
