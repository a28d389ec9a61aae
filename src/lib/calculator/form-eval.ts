// A form's evaluation with the API's own schemas. Apart from form.ts because it brings zod/mini:
// the island imports this module on the form's first use, the page computes the first evaluation on
// the server (docs/performance.md#lcp-and-script-budgets).
import { evaluate } from './calculator.schema';
import { toInput, type TabState } from './form';
import type { CalcResult, Kind } from './types';

export interface FormEvaluation {
  result: CalcResult | null;
  /** field path → translation key, prices excluded */
  errors: Record<string, string>;
  /** line id → translation key */
  priceErrors: Record<string, string>;
}

/**
 * Evaluates a form for the page: a mistyped unit price must not hide the table in which the person
 * fixes it, so prices that fail are reported but left out of the computation.
 */
export function evaluateForm(kind: Kind, state: TabState): FormEvaluation {
  const input = toInput(kind, state);
  const first = evaluate(kind, input);
  if (first.ok) return { result: first.result, errors: {}, priceErrors: {} };
  const errors: Record<string, string> = {};
  const priceErrors: Record<string, string> = {};
  for (const [path, key] of Object.entries(first.fields)) {
    if (path.startsWith('prices.')) priceErrors[path.slice('prices.'.length)] = key;
    else errors[path] = key;
  }
  if (Object.keys(errors).length > 0) return { result: null, errors, priceErrors };
  const prices = Object.fromEntries(
    Object.entries((input['prices'] ?? {}) as Record<string, number>).filter(
      ([id]) => !(id in priceErrors),
    ),
  );
  const second = evaluate(kind, { ...input, prices });
  return {
    result: second.ok ? second.result : null,
    errors: second.ok ? {} : second.fields,
    priceErrors,
  };
}
