// The materials calculator island: four tabs, live results from the same schemas and formulas as
// POST /api/calculator/{kind}, the state mirrored into the URL (replaceState) so a link reopens it.
// Without JavaScript the server-rendered form is a plain GET form and still calculates.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COVERINGS } from '@/lib/calculator/constants';
import {
  OPENINGS,
  OPENINGS_AFTER,
  applyChange,
  defaultState,
  placeholder,
  visibleFields,
  type FieldSpec,
  type TabState,
} from '@/lib/calculator/form';
import type { FormEvaluation } from '@/lib/calculator/form-eval';
import { KINDS, type Kind, type Line } from '@/lib/calculator/types';
import { toSearch } from '@/lib/calculator/url-state';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { CheckboxField, FieldGrid, NumberField, SelectField } from './Fields';
import { unitLabel } from './format';
import { Openings } from './Openings';
import { PrintInputs } from './PrintInputs';
import { BuyTable, Summary } from './Results';
import { ShareBar, type ShareKeys } from '@/islands/common/ShareBar';

export interface CalculatorProps {
  i18n: IslandI18n;
  /** parsed on the server from the query string, so the first HTML already shows the result */
  initial: { tab: Kind; state: TabState };
  /** evaluateForm(initial.tab, initial.state), computed on the server (see loadEvaluator) */
  initialEvaluation: FormEvaluation;
  /** absolute URL of the page without its query, for share links */
  pageUrl: string;
}

const SHARE_KEYS: ShareKeys = {
  copy: 'calculator:share.copy',
  copied: 'calculator:share.copied',
  copyFailed: 'calculator:share.copyFailed',
  telegram: 'calculator:share.telegram',
  print: 'calculator:share.print',
};

/** Option keys may contain ':' and '.', which i18next reads as separators. */
const optionKey = (name: string, value: string) =>
  `calculator:option.${name}.${value.replace(/[^A-Za-z0-9]/g, '_')}`;

// The schemas that check the inputs (zod/mini and the four calculators' rules, ~20 KB brotli) are
// not part of the page's script: the server's evaluation of the first state comes as a prop, and
// the module is fetched on the first focus, pointer or key in the calculator — before the first
// typed character needs it (docs/performance.md#lcp-and-script-budgets).
type Evaluate = (typeof import('@/lib/calculator/form-eval'))['evaluateForm'];
let evaluator: Promise<Evaluate> | undefined;
const loadEvaluator = () =>
  (evaluator ??= import('@/lib/calculator/form-eval').then(
    (m) => m.evaluateForm,
    (e: unknown) => {
      evaluator = undefined; // a failed fetch is tried again on the next interaction
      throw e;
    },
  ));

export default function Calculator({ i18n, initial, initialEvaluation, pageUrl }: CalculatorProps) {
  const t = useIslandT(i18n);
  const { lang } = i18n;
  const [tab, setTab] = useState<Kind>(initial.tab);
  const [states, setStates] = useState<Record<Kind, TabState>>(() => {
    const all = Object.fromEntries(KINDS.map((k) => [k, defaultState(k)])) as Record<
      Kind,
      TabState
    >;
    return { ...all, [initial.tab]: initial.state };
  });
  const [hydrated, setHydrated] = useState(false);
  const tabRefs = useRef<Partial<Record<Kind, HTMLAnchorElement | null>>>({});

  const state = states[tab];
  const [evaluate, setEvaluate] = useState<Evaluate | null>(null);
  const startLoading = () => {
    if (!evaluate)
      loadEvaluator().then(
        (fn) => setEvaluate(() => fn),
        () => undefined,
      );
  };
  // Until the schemas arrive, only the server's first state has an evaluation; another state (a
  // change in the moment before they load) shows its result as soon as they do.
  const evaluation = useMemo<FormEvaluation | null>(() => {
    if (evaluate) return evaluate(tab, state);
    return tab === initial.tab && state === initial.state ? initialEvaluation : null;
  }, [evaluate, tab, state, initial, initialEvaluation]);
  const pending = evaluation === null;
  const { result, errors, priceErrors } = evaluation ?? {
    result: null,
    errors: {},
    priceErrors: {},
  };
  const search = useMemo(() => toSearch(tab, state).toString(), [tab, state]);
  const shareUrl = `${pageUrl}?${search}`;

  useEffect(() => setHydrated(true), []);
  // Mirror the inputs into the address bar (debounced: Safari refuses >100 replaceState calls in 10 s).
  const firstSync = useRef(true);
  useEffect(() => {
    if (firstSync.current) {
      firstSync.current = false;
      return;
    }
    const timer = setTimeout(() => history.replaceState(history.state, '', `?${search}`), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const update = (fn: (s: TabState) => TabState) =>
    setStates((prev) => ({ ...prev, [tab]: fn(prev[tab]) }));
  const setValue = (field: FieldSpec, value: string) =>
    update((s) => ({
      ...s,
      values:
        field.kind === 'select'
          ? applyChange(tab, s.values, field.name, value)
          : { ...s.values, [field.name]: value },
    }));

  const onTabKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const i = KINDS.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: KINDS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const k = KINDS[(next + KINDS.length) % KINDS.length]!;
    setTab(k);
    tabRefs.current[k]?.focus();
  };

  const labelOfField = (f: FieldSpec) =>
    t(
      `calculator:field.${tab}.${f.name}${tab === 'tiles' && (f.name === 'length' || f.name === 'width') ? `_${state.values['surface']}` : ''}`,
    );
  const errorOf = (name: string) => (errors[name] ? t(errors[name]!) : undefined);
  const idPrefix = `calc-${tab}`;

  const renderField = (field: FieldSpec) => {
    const id = `${idPrefix}-${field.name}`;
    const common = { id, name: field.name, label: labelOfField(field), error: errorOf(field.name) };
    const value = state.values[field.name] ?? '';
    if (field.kind === 'select') {
      return (
        <SelectField
          key={field.name}
          {...common}
          value={value}
          onChange={(v) => setValue(field, v)}
          options={(field.options ?? []).map((o) => ({
            value: o,
            label: t(optionKey(field.name, o)),
          }))}
        />
      );
    }
    if (field.kind === 'checkbox') {
      return (
        <CheckboxField
          key={field.name}
          {...common}
          checked={value === '1'}
          onChange={(c) => setValue(field, c ? '1' : '0')}
        />
      );
    }
    const ph = field.optional ? placeholder(tab, field.name, state.values) : undefined;
    const hintKey = `calculator:hint.${tab}.${field.name}`;
    const hint =
      ph !== undefined
        ? t('calculator:form.defaultHint', { value: ph })
        : t(hintKey, { defaultValue: '' }) || undefined;
    return (
      <NumberField
        key={field.name}
        {...common}
        value={value}
        placeholder={ph}
        hint={hint}
        unit={field.unit ? unitLabel(t, field.unit) : undefined}
        onChange={(v) => setValue(field, v)}
      />
    );
  };

  const fields = visibleFields(tab, state.values);
  const openingsShown = OPENINGS[tab]?.(state.values) ?? false;
  const openingsEditor = openingsShown && (
    <Openings
      key="openings"
      t={t}
      idPrefix={idPrefix}
      openings={state.openings}
      errors={errors}
      onChange={(openings) => update((s) => ({ ...s, openings }))}
    />
  );

  const labelOfLine = (line: Line) => {
    if (line.id === 'covering') return t(optionKey('covering', state.values['covering'] ?? ''));
    if (line.id === 'units' && state.values['material'] !== 'custom')
      return t(optionKey('material', state.values['material'] ?? ''));
    return t(`calculator:line.${line.id}`);
  };
  const minPitch = COVERINGS[state.values['covering'] as keyof typeof COVERINGS]?.minPitch;

  return (
    <div
      className="calc"
      onFocusCapture={startLoading}
      onPointerDownCapture={startLoading}
      onKeyDownCapture={startLoading}
    >
      <div role="tablist" aria-label={t('calculator:tabsLabel')} className="calc-tabs no-print">
        {KINDS.map((kind) => (
          <a
            key={kind}
            ref={(el) => {
              tabRefs.current[kind] = el;
            }}
            role="tab"
            id={`calc-tab-${kind}`}
            href={`?tab=${kind}`}
            aria-controls="calc-panel"
            aria-selected={kind === tab}
            tabIndex={kind === tab ? 0 : -1}
            onClick={(e) => {
              e.preventDefault();
              setTab(kind);
            }}
            onKeyDown={onTabKey}
          >
            {t(`calculator:tab.${kind}`)}
          </a>
        ))}
      </div>
      <div
        role="tabpanel"
        id="calc-panel"
        aria-labelledby={`calc-tab-${tab}`}
        className="calc-panel"
      >
        <h2 className="print-only">{t(`calculator:tab.${tab}`)}</h2>
        <form
          id={`${idPrefix}-form`}
          method="get"
          className="calc-form no-print"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <input type="hidden" name="tab" value={tab} />
          <FieldGrid>
            {fields.flatMap((f) =>
              f.name === OPENINGS_AFTER[tab] ? [renderField(f), openingsEditor] : [renderField(f)],
            )}
          </FieldGrid>
          {!hydrated && (
            <button type="submit" className="btn">
              {t('calculator:form.calculate')}
            </button>
          )}
        </form>
        <PrintInputs
          t={t}
          lang={lang}
          kind={tab}
          state={state}
          labelOf={labelOfField}
          optionLabel={(n, v) => t(optionKey(n, v))}
        />
        <section
          className="calc-results"
          aria-labelledby={`${idPrefix}-result`}
          aria-busy={pending || undefined}
        >
          <h2 id={`${idPrefix}-result`}>{t('calculator:result.heading')}</h2>
          {result ? (
            <>
              {result.warnings.map((w) => (
                <p key={w} className="calc-warning" role="status">
                  {t(`calculator:warning.${w}`, { min: minPitch })}
                </p>
              ))}
              <BuyTable
                t={t}
                lang={lang}
                result={result}
                labelOf={labelOfLine}
                idPrefix={idPrefix}
                formId={`${idPrefix}-form`}
                prices={state.prices}
                priceErrors={priceErrors}
                onPrice={(id, v) => update((s) => ({ ...s, prices: { ...s.prices, [id]: v } }))}
              />
              <p className="field-hint no-print">{t('calculator:result.priceHint')}</p>
              <Summary t={t} lang={lang} result={result} />
            </>
          ) : pending ? null : (
            <p className="form-error" role="status">
              {t('calculator:form.fixErrors')}
            </p>
          )}
        </section>
        <ShareBar
          t={t}
          i18n={i18n}
          shareUrl={shareUrl}
          text={`${t('calculator:title')}: ${t(`calculator:tab.${tab}`)}`}
          keys={SHARE_KEYS}
          className="calc-actions no-print"
          statusClassName="calc-status"
        />
      </div>
    </div>
  );
}
