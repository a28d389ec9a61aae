// Factors in plain words, in the person's language: "Walls: Brick — 8% more expensive (compared
// with Aerated concrete)". Labels come from the `projects` namespace (wall materials, foundations,
// styles) and from `estimator` (roofs, finishing levels, templates).
import type { TFunction } from 'i18next';
import { formatArea, formatNumber } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import type { Factor } from '@/lib/estimator/model/factors';

type Names = { regionName: (id: number) => string | null };

function label(t: TFunction, f: Factor, v: Factor['value'], lang: Lang, names: Names): string {
  switch (f.key) {
    case 'wallMaterial':
      return t(`projects:wallMaterial.${String(v)}`);
    case 'foundation':
      return t(`projects:foundation.${String(v)}`);
    case 'style':
      return t(`projects:style.${String(v)}`);
    case 'finishingLevel':
      return t(`estimator:finishing.${String(v)}`);
    case 'roofType':
      return t(`estimator:roof.${String(v)}`);
    case 'region':
      return typeof v === 'number'
        ? (names.regionName(v) ?? t('estimator:factor.nationalAverage'))
        : t('estimator:factor.nationalAverage');
    case 'garage':
      return v ? t('estimator:factor.withGarage') : t('estimator:factor.withoutGarage');
    case 'attic':
      return v ? t('estimator:factor.withAttic') : t('estimator:factor.withoutAttic');
    case 'area':
      return formatArea(Number(v), lang);
    default:
      return formatNumber(Number(v), lang, 0);
  }
}

export function factorText(t: TFunction, lang: Lang, f: Factor, names: Names): string {
  const pct = formatNumber(Math.max(1, Math.round(Math.abs(f.effect) * 100)), lang, 0);
  const up = f.effect > 0;
  const effect =
    f.key === 'area'
      ? t(up ? 'estimator:effect.morePerM2' : 'estimator:effect.lessPerM2', { pct })
      : t(up ? 'estimator:effect.more' : 'estimator:effect.less', { pct });
  const subject = t(`estimator:factor.subject.${f.key}`);
  if (f.key === 'comparables') {
    return t('estimator:factor.lineComparables', { subject, effect, n: Number(f.value) });
  }
  let reference = label(t, f, f.reference, lang, names);
  if (f.key === 'bedrooms' || f.key === 'bathrooms')
    reference = t('estimator:factor.typicalCount', { n: reference });
  return t('estimator:factor.line', {
    subject,
    value: label(t, f, f.value, lang, names),
    effect,
    reference,
  });
}
