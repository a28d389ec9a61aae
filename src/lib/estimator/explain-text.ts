// Factors in plain words, in the person's language: "Walls: Brick — 8% more expensive (compared
// with Aerated concrete)". Labels come from the `projects` namespace (wall materials, foundations,
// styles) and from `estimator` (roofs, finishing levels, templates).
import type { TFunction } from 'i18next';
import { formatArea, formatNumber } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import type { Factor } from '@/lib/estimator/model/factors';

type Names = { regionName: (id: number) => string | null };

function label(
  t: TFunction,
  factor: Factor,
  value: Factor['value'],
  lang: Lang,
  names: Names,
): string {
  switch (factor.key) {
    case 'wallMaterial':
      return t(`projects:wallMaterial.${String(value)}`);
    case 'foundation':
      return t(`projects:foundation.${String(value)}`);
    case 'style':
      return t(`projects:style.${String(value)}`);
    case 'finishingLevel':
      return t(`estimator:finishing.${String(value)}`);
    case 'roofType':
      return t(`estimator:roof.${String(value)}`);
    case 'region':
      return typeof value === 'number'
        ? (names.regionName(value) ?? t('estimator:factor.nationalAverage'))
        : t('estimator:factor.nationalAverage');
    case 'garage':
      return value ? t('estimator:factor.withGarage') : t('estimator:factor.withoutGarage');
    case 'attic':
      return value ? t('estimator:factor.withAttic') : t('estimator:factor.withoutAttic');
    case 'area':
      return formatArea(Number(value), lang);
    default:
      return formatNumber(Number(value), lang, 0);
  }
}

export function factorText(t: TFunction, lang: Lang, factor: Factor, names: Names): string {
  const pct = formatNumber(Math.max(1, Math.round(Math.abs(factor.effect) * 100)), lang, 0);
  const up = factor.effect > 0;
  const effect =
    factor.key === 'area'
      ? t(up ? 'estimator:effect.morePerM2' : 'estimator:effect.lessPerM2', { pct })
      : t(up ? 'estimator:effect.more' : 'estimator:effect.less', { pct });
  const subject = t(`estimator:factor.subject.${factor.key}`);
  if (factor.key === 'comparables') {
    return t('estimator:factor.lineComparables', { subject, effect, n: Number(factor.value) });
  }
  let reference = label(t, factor, factor.reference, lang, names);
  if (factor.key === 'bedrooms' || factor.key === 'bathrooms')
    reference = t('estimator:factor.typicalCount', { n: reference });
  return t('estimator:factor.line', {
    subject,
    value: label(t, factor, factor.value, lang, names),
    effect,
    reference,
  });
}
