// The estimator island: the form, client-side checks with the endpoint's own schema, POST
// /api/ai/design/estimate on submit, and the inputs written into the address bar (replaceState) so
// the result can be shared by link. A shared link is rendered by the server: `initialResult`.
import { useRef, useState, type SubmitEvent } from 'react';
import type { EstimateResponse } from '@/lib/estimator/estimate-response';
import { toRawInput, toSearch, type FormValues } from '@/lib/estimator/estimator-url';
import { INPUT_FIELDS, type FieldErrors, type InputField } from '@/lib/estimator/estimator-fields';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { EstimateForm } from './EstimateForm';
import { EstimateResult } from './EstimateResult';

// The schema (and zod/mini, ~14 KB brotli) is not part of the page's script: it is fetched on the
// first change in the form, well before a submit needs it
// (docs/performance.md#lcp-and-script-budgets).
type Schema = typeof import('@/lib/estimator/estimator.schema');
let schema: Promise<Schema> | undefined;
const loadSchema = () =>
  (schema ??= import('@/lib/estimator/estimator.schema').catch((e: unknown) => {
    schema = undefined; // a failed fetch (offline a moment) is tried again on the next submit
    throw e;
  }));

export interface EstimatorProps {
  i18n: IslandI18n;
  initialValues: FormValues;
  initialResult: EstimateResponse | null;
  /** messages already in the page language (the server checked a shared link's inputs) */
  initialErrors: FieldErrors;
  regions: { id: number; name: string }[];
  /** absolute URL of the page without its query, for share links */
  pageUrl: string;
}

export default function Estimator({
  i18n,
  initialValues,
  initialResult,
  initialErrors,
  regions,
  pageUrl,
}: EstimatorProps) {
  const t = useIslandT(i18n);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [result, setResult] = useState(initialResult);
  const [resultSearch, setResultSearch] = useState(() => toSearch(initialValues).toString());
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const focusFirstError = (fields: FieldErrors) => {
    const first = INPUT_FIELDS.find((f) => fields[f]);
    if (first) document.getElementById(`est-${first}`)?.focus();
  };
  const showErrors = (fields: FieldErrors) => {
    setErrors(fields);
    setFormError(t('estimator:form.fixErrors'));
    focusFirstError(fields);
  };

  const onChange = (name: InputField, value: string) => {
    void loadSchema().catch(() => undefined);
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    let validateInput: Schema['validateInput'];
    try {
      ({ validateInput } = await loadSchema());
    } catch {
      setFormError(t('estimator:form.requestFailed'));
      return;
    }
    const checked = validateInput(toRawInput(values));
    if (!checked.ok) {
      showErrors(Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [k, t(v)])));
      return;
    }
    setBusy(true);
    setFormError(null);
    const response = await callApi<EstimateResponse>('/api/ai/design/estimate', {
      body: checked.input,
    });
    setBusy(false);
    if (!response.ok) {
      if (response.status === 400 && Object.keys(response.fields).length > 0)
        showErrors(response.fields as FieldErrors);
      else setFormError(response.message ?? t('estimator:form.requestFailed'));
      return;
    }
    const search = toSearch(values).toString();
    setErrors({});
    setResult(response.data);
    setResultSearch(search);
    history.replaceState(history.state, '', `?${search}`);
    resultRef.current?.focus();
  };

  return (
    <div className="est">
      <EstimateForm
        t={t}
        values={values}
        errors={errors}
        regions={regions}
        busy={busy}
        formError={formError}
        onChange={onChange}
        onSubmit={(e) => void onSubmit(e)}
      />
      <section className="est-results" aria-labelledby="est-result-h" aria-busy={busy || undefined}>
        <h2 id="est-result-h" ref={resultRef} tabIndex={-1}>
          {t('estimator:result.heading')}
        </h2>
        {result ? (
          <EstimateResult
            t={t}
            i18n={i18n}
            lang={i18n.lang}
            result={result}
            shareUrl={`${pageUrl}?${resultSearch}`}
          />
        ) : (
          <p className="muted">{t('estimator:result.empty')}</p>
        )}
      </section>
    </div>
  );
}
