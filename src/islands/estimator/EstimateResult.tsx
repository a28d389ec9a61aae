// The estimate: design documents and construction (likely, range, per m²), construction by stage,
// duration, the factors that moved it, the model's measured error, and the share buttons.
import type { TFunction } from 'i18next';
import type { EstimateResponse } from '@/lib/estimator/estimate-response';
import type { CostEstimate } from '@/lib/estimator/model/predict';
import { formatNumber, formatSom } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import type { IslandI18n } from '@/lib/i18n/client';
import { ShareBar, type ShareKeys } from '@/islands/common/ShareBar';
import { SimilarProjects } from './SimilarProjects';

// The link carries every input, so whoever opens it sees the same estimate, rendered by the server.
const SHARE_KEYS: ShareKeys = {
  copy: 'estimator:share.copy',
  copied: 'toasts:linkCopied',
  copyFailed: 'estimator:share.copyFailed',
  telegram: 'estimator:share.telegram',
};

function Cost({
  t,
  lang,
  title,
  hint,
  cost,
  error,
}: {
  t: TFunction;
  lang: Lang;
  title: string;
  hint: string;
  cost: CostEstimate;
  error: number | null;
}) {
  return (
    <div className="est-cost card">
      <h3>{title}</h3>
      <p className="muted est-small">{hint}</p>
      <p className="est-likely">
        <span className="visually-hidden">{t('estimator:result.likely')}: </span>
        {formatSom(cost.likely, lang)}
      </p>
      <dl className="est-dl">
        <div>
          <dt>{t('estimator:result.range')}</dt>
          <dd>
            {t('estimator:result.rangeValue', {
              low: formatSom(cost.low, lang),
              high: formatSom(cost.high, lang),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('estimator:result.perM2')}</dt>
          <dd>
            {t('estimator:result.rangeValue', {
              low: formatSom(cost.perM2.low, lang),
              high: formatSom(cost.perM2.high, lang),
            })}{' '}
            ({formatSom(cost.perM2.likely, lang)})
          </dd>
        </div>
      </dl>
      <p className="est-error-note">
        {error === null
          ? t('estimator:result.typicalErrorUnknown')
          : t('estimator:result.typicalError', { pct: error })}
      </p>
    </div>
  );
}

export function EstimateResult({
  t,
  i18n,
  lang,
  result,
  shareUrl,
}: {
  t: TFunction;
  i18n: IslandI18n;
  lang: Lang;
  result: EstimateResponse;
  shareUrl: string;
}) {
  const { construction: construction, design: design, model } = result;
  const level = t(`estimator:finishing.${result.input.finishingLevel}`);
  return (
    <div className="est-result">
      <div className="est-costs">
        <Cost
          t={t}
          lang={lang}
          title={t('estimator:result.construction')}
          hint={t('estimator:result.constructionHint', { level })}
          cost={construction}
          error={model.construction.typicalErrorPercent}
        />
        <Cost
          t={t}
          lang={lang}
          title={t('estimator:result.design')}
          hint={t('estimator:result.designHint')}
          cost={design}
          error={model.design.typicalErrorPercent}
        />
      </div>
      <div className="est-columns">
        <section aria-labelledby="est-stages-h" className="est-block">
          <h3 id="est-stages-h">{t('estimator:result.stages')}</h3>
          <table className="est-stages">
            <tbody>
              {construction.stages.map((stageCost) => (
                <tr key={stageCost.stage}>
                  <th scope="row">{t(`estimator:result.stage.${stageCost.stage}`)}</th>
                  <td>{formatSom(stageCost.amount, lang)}</td>
                  <td className="est-share">
                    {t('estimator:result.share', {
                      pct: formatNumber(Math.round(stageCost.share * 100), lang, 0),
                    })}
                    <span className="est-bar" aria-hidden="true">
                      <span style={{ width: `${Math.round(stageCost.share * 100)}%` }} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('estimator:result.duration')}</h3>
          <p>{t('estimator:result.durationValue', construction.months)}</p>
        </section>
        <section aria-labelledby="est-factors-h" className="est-block">
          <h3 id="est-factors-h">{t('estimator:result.factors')}</h3>
          <p className="muted est-small">{t('estimator:result.factorsHint')}</p>
          {result.factors.length === 0 ? (
            <p>{t('estimator:result.noFactors')}</p>
          ) : (
            <ul className="est-factors">
              {result.factors.map((factor) => (
                <li key={factor.key} className={factor.effect > 0 ? 'up' : 'down'}>
                  <span>{factor.text}</span>
                  <span className="est-sources">
                    <span className="visually-hidden">{t('estimator:source.label')}: </span>
                    {factor.sources.map((s) => (
                      <span key={s} className="tag">
                        {t(`estimator:source.${s}`)}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="muted est-small">{t('estimator:result.disclaimer')}</p>
      <ShareBar
        t={t}
        i18n={i18n}
        shareUrl={shareUrl}
        text={t('estimator:share.text', { amount: formatSom(construction.likely, lang) })}
        keys={SHARE_KEYS}
        className="est-share-bar"
        statusClassName="est-small"
      />
      <SimilarProjects t={t} lang={lang} items={result.similar} />
    </div>
  );
}
