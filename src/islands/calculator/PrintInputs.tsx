// What was entered, as a compact list that only appears on paper (the form itself is not printed),
// so one printed page says both what was calculated and the result.
import type { TFunction } from 'i18next';
import {
  OPENINGS,
  placeholder,
  visibleFields,
  type FieldSpec,
  type TabState,
} from '@/lib/calculator/form';
import type { Kind } from '@/lib/calculator/types';
import type { Lang } from '@/lib/i18n/languages';
import { unitLabel } from './format';

export function PrintInputs({
  t,
  kind,
  state,
  labelOf,
  optionLabel,
}: {
  t: TFunction;
  lang: Lang;
  kind: Kind;
  state: TabState;
  labelOf: (f: FieldSpec) => string;
  optionLabel: (name: string, value: string) => string;
}) {
  const rows = visibleFields(kind, state.values).map((field) => {
    // An empty optional field prints the value the calculation used.
    const value =
      (state.values[field.name] ?? '') ||
      (field.optional ? (placeholder(kind, field.name, state.values) ?? '') : '');
    const shown =
      field.kind === 'select'
        ? optionLabel(field.name, value)
        : field.kind === 'checkbox'
          ? t(value === '1' ? 'calculator:form.yes' : 'calculator:form.no')
          : value === ''
            ? '—'
            : `${value}${field.unit ? `\u00A0${unitLabel(t, field.unit)}` : ''}`;
    return [labelOf(field), shown] as const;
  });
  if (OPENINGS[kind]?.(state.values)) {
    const list = state.openings
      .map((o) => `${o.width} × ${o.height}\u00A0${unitLabel(t, 'm')} × ${o.count}`)
      .join('; ');
    rows.push([t('calculator:openings.legend'), list || t('calculator:openings.none')]);
  }
  return (
    <section className="calc-print-inputs print-only" aria-hidden="true">
      <h3>{t('calculator:form.inputs')}</h3>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
