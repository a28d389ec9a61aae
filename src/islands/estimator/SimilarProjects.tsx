// The most similar catalog projects as simple cards; the whole card is one link (the title's,
// stretched), so keyboard and screen-reader users meet one link per project.
import type { TFunction } from 'i18next';
import type { SimilarProject } from '@/lib/estimator/estimate-response';
import { formatArea, formatNumber, formatSom } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';

const srcset = (p: SimilarProject, format: 'avif' | 'webp') =>
  (p.image?.variants ?? [])
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ');

function Picture({ p }: { p: SimilarProject }) {
  if (!p.image || p.image.variants.length === 0) {
    return (
      <div className="est-noimg" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="40" height="40">
          <path fill="currentColor" d="M16 3 2 14h4v15h8v-9h4v9h8V14h4z" />
        </svg>
      </div>
    );
  }
  const sorted = [...p.image.variants].sort((a, b) => a.width - b.width);
  const fallback =
    sorted.find((v) => v.format === 'webp' && v.width >= 400) ?? sorted[sorted.length - 1]!;
  const sizes = '(min-width: 900px) 300px, (min-width: 600px) 45vw, 90vw';
  const avif = srcset(p, 'avif');
  const webp = srcset(p, 'webp');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback.path}
        width={p.image.width}
        height={p.image.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

export function SimilarProjects({
  t,
  lang,
  items,
}: {
  t: TFunction;
  lang: Lang;
  items: SimilarProject[];
}) {
  return (
    <section aria-labelledby="est-similar-h" className="est-similar">
      <h3 id="est-similar-h">{t('estimator:result.similar')}</h3>
      {items.length === 0 ? (
        <p>{t('estimator:result.noSimilar')}</p>
      ) : (
        <ul className="est-cards" role="list">
          {items.map((p) => (
            <li key={p.id} className="est-card card">
              <div className="est-media">
                <Picture p={p} />
              </div>
              <div className="est-card-body">
                <span className="tag">
                  {p.onlyDesign
                    ? t('estimator:result.designOnly')
                    : t('estimator:result.houseForSale')}
                </span>
                <h4>
                  <a href={p.url}>{p.title}</a>
                </h4>
                <p className="est-price">
                  {p.isNegotiable || p.price <= 0
                    ? t('estimator:result.negotiable')
                    : formatSom(p.price, lang)}
                </p>
                <p className="muted est-small">
                  {t('estimator:result.facts', {
                    area: formatArea(p.area, lang),
                    storeys: p.storeys,
                    bedrooms: p.bedrooms,
                  })}
                  {p.regionName ? ` · ${p.regionName}` : ''}
                </p>
                <p className="est-small">
                  {t('estimator:result.similarity', { pct: formatNumber(p.similarity, lang, 0) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
