// The result: summary figures and the table of what to buy (need, waste, to buy, optional price
// and cost). On a phone the table's rows become cards (data-label headers in CSS).
import type { TFunction } from 'i18next';
import type { CalcResult, Line } from '@/lib/calculator/types';
import { formatNumber, formatSom } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { formatQty, unitLabel } from './format';

export function Summary({ t, lang, result }: { t: TFunction; lang: Lang; result: CalcResult }) {
  return (
    <dl className="calc-summary">
      {result.summary.map((q) => (
        <div key={q.key}>
          <dt>{t(`calculator:summary.${q.key}`)}</dt>
          <dd>{formatQty(t, lang, q.value, q.unit)}</dd>
        </div>
      ))}
    </dl>
  );
}

function BuyCell({ t, lang, line }: { t: TFunction; lang: Lang; line: Line }) {
  const buy = `${formatNumber(line.buy, lang, 1)}\u00A0${unitLabel(t, line.buyUnit, line.buy)}`;
  let note = '';
  if (line.packSize !== undefined) {
    note = t('calculator:result.packOf', {
      size: formatQty(t, lang, line.packSize, line.unit),
      total: formatQty(t, lang, line.total, line.unit),
    });
  } else if (line.extra) {
    note = formatQty(t, lang, line.extra.value, line.extra.unit);
  }
  return (
    <>
      <strong>{buy}</strong>
      {note && <span className="calc-note">{note}</span>}
    </>
  );
}

export function BuyTable({
  t,
  lang,
  result,
  labelOf,
  prices,
  priceErrors,
  onPrice,
  idPrefix,
  formId,
}: {
  t: TFunction;
  lang: Lang;
  result: CalcResult;
  labelOf: (line: Line) => string;
  prices: Record<string, string>;
  priceErrors: Record<string, string>;
  onPrice: (id: string, value: string) => void;
  idPrefix: string;
  /** the price inputs live in the table but belong to the form (sent by a GET form without JS) */
  formId: string;
}) {
  const headings = {
    material: t('calculator:result.material'),
    need: t('calculator:result.need'),
    waste: t('calculator:result.waste', { percent: formatNumber(result.wastePercent, lang, 1) }),
    buy: t('calculator:result.buy'),
    price: t('calculator:result.price'),
    cost: t('calculator:result.cost'),
  };
  return (
    // No ARIA roles on its parts, though the phone layout restyles the table as cards (display:
    // block): HTML allows no role on a table's rows and cells (the W3C checker rejects them,
    // tests/e2e/html-valid.spec.ts), and a role restating the element's own adds nothing.
    <table className="calc-table">
      <caption>{t('calculator:result.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{headings.material}</th>
          <th scope="col">{headings.need}</th>
          <th scope="col">{headings.waste}</th>
          <th scope="col">{headings.buy}</th>
          <th scope="col">{headings.price}</th>
          <th scope="col">{headings.cost}</th>
        </tr>
      </thead>
      <tbody>
        {result.lines.map((line) => {
          const label = labelOf(line);
          const id = `${idPrefix}-price-${line.id}`;
          const error = priceErrors[line.id];
          return (
            <tr key={line.id}>
              <th scope="row">{label}</th>
              <td data-label={headings.need}>{formatQty(t, lang, line.net, line.unit)}</td>
              <td data-label={headings.waste}>+{formatQty(t, lang, line.waste, line.unit)}</td>
              <td data-label={headings.buy}>
                <BuyCell t={t} lang={lang} line={line} />
              </td>
              <td data-label={headings.price} className="calc-price">
                <label htmlFor={id} className="visually-hidden">
                  {t('calculator:result.priceFor', {
                    item: label,
                    unit: t(`calculator:unitPer.${line.buyUnit}`),
                  })}
                </label>
                <input
                  id={id}
                  name={`p.${line.id}`}
                  form={formId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={prices[line.id] ?? ''}
                  placeholder="0"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : `${id}-per`}
                  onChange={(e) => onPrice(line.id, e.currentTarget.value)}
                />
                <span className="calc-unit" id={`${id}-per`}>
                  {t('calculator:result.perUnit', {
                    unit: t(`calculator:unitPer.${line.buyUnit}`),
                  })}
                </span>
                <span className="field-error" id={`${id}-error`} role="alert">
                  {error ? t(error) : ''}
                </span>
              </td>
              <td data-label={headings.cost}>
                {line.cost === undefined ? '—' : formatSom(line.cost, lang)}
              </td>
            </tr>
          );
        })}
      </tbody>
      {result.totalCost !== undefined && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('calculator:result.totalCost')}
            </th>
            <td data-label={headings.cost}>
              <strong>{formatSom(result.totalCost, lang)}</strong>
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
