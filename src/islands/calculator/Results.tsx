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
  const h = {
    material: t('calculator:result.material'),
    need: t('calculator:result.need'),
    waste: t('calculator:result.waste', { percent: formatNumber(result.wastePercent, lang, 1) }),
    buy: t('calculator:result.buy'),
    price: t('calculator:result.price'),
    cost: t('calculator:result.cost'),
  };
  return (
    // Explicit roles: the phone layout restyles the table as cards (display: block), and some
    // browsers then drop the table semantics unless the roles are stated.
    <table className="calc-table" role="table">
      <caption>{t('calculator:result.tableCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {h.material}
          </th>
          <th scope="col" role="columnheader">
            {h.need}
          </th>
          <th scope="col" role="columnheader">
            {h.waste}
          </th>
          <th scope="col" role="columnheader">
            {h.buy}
          </th>
          <th scope="col" role="columnheader">
            {h.price}
          </th>
          <th scope="col" role="columnheader">
            {h.cost}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {result.lines.map((l) => {
          const label = labelOf(l);
          const id = `${idPrefix}-price-${l.id}`;
          const error = priceErrors[l.id];
          return (
            <tr key={l.id} role="row">
              <th scope="row" role="rowheader">
                {label}
              </th>
              <td role="cell" data-label={h.need}>
                {formatQty(t, lang, l.net, l.unit)}
              </td>
              <td role="cell" data-label={h.waste}>
                +{formatQty(t, lang, l.waste, l.unit)}
              </td>
              <td role="cell" data-label={h.buy}>
                <BuyCell t={t} lang={lang} line={l} />
              </td>
              <td role="cell" data-label={h.price} className="calc-price">
                <label htmlFor={id} className="visually-hidden">
                  {t('calculator:result.priceFor', {
                    item: label,
                    unit: t(`calculator:unitPer.${l.buyUnit}`),
                  })}
                </label>
                <input
                  id={id}
                  name={`p.${l.id}`}
                  form={formId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={prices[l.id] ?? ''}
                  placeholder="0"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : `${id}-per`}
                  onChange={(e) => onPrice(l.id, e.currentTarget.value)}
                />
                <span className="calc-unit" id={`${id}-per`}>
                  {t('calculator:result.perUnit', { unit: t(`calculator:unitPer.${l.buyUnit}`) })}
                </span>
                <span className="field-error" id={`${id}-error`} role="alert">
                  {error ? t(error) : ''}
                </span>
              </td>
              <td role="cell" data-label={h.cost}>
                {l.cost === undefined ? '—' : formatSom(l.cost, lang)}
              </td>
            </tr>
          );
        })}
      </tbody>
      {result.totalCost !== undefined && (
        <tfoot role="rowgroup">
          <tr role="row">
            <th scope="row" role="rowheader" colSpan={5}>
              {t('calculator:result.totalCost')}
            </th>
            <td role="cell" data-label={h.cost}>
              <strong>{formatSom(result.totalCost, lang)}</strong>
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
