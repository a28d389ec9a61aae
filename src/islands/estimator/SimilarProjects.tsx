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

function Picture({ project }: { project: SimilarProject }) {
  if (!project.image || project.image.variants.length === 0) {
    return (
      <div className="est-noimg" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="40" height="40">
          <path fill="currentColor" d="M16 3 2 14h4v15h8v-9h4v9h8V14h4z" />
        </svg>
      </div>
    );
  }
  const sorted = [...project.image.variants].sort((a, b) => a.width - b.width);
  const fallback =
    sorted.find((v) => v.format === 'webp' && v.width >= 400) ?? sorted[sorted.length - 1]!;
  const sizes = '(min-width: 900px) 300px, (min-width: 600px) 45vw, 90vw';
  const avif = srcset(project, 'avif');
  const webp = srcset(project, 'webp');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallback.path}
        width={project.image.width}
        height={project.image.height}
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
          {items.map((project) => (
            <li key={project.id} className="est-card card">
              <div className="est-media">
                <Picture project={project} />
              </div>
              <div className="est-card-body">
                <span className="tag">
                  {project.onlyDesign
                    ? t('estimator:result.designOnly')
                    : t('estimator:result.houseForSale')}
                </span>
                <h4>
                  <a href={project.url}>{project.title}</a>
                </h4>
                <p className="est-price">
                  {project.isNegotiable || project.price <= 0
                    ? t('estimator:result.negotiable')
                    : formatSom(project.price, lang)}
                </p>
                <p className="muted est-small">
                  {t('estimator:result.facts', {
                    area: formatArea(project.area, lang),
                    storeys: project.storeys,
                    bedrooms: project.bedrooms,
                  })}
                  {project.regionName ? ` · ${project.regionName}` : ''}
                </p>
                <p className="est-small">
                  {t('estimator:result.similarity', {
                    pct: formatNumber(project.similarity, lang, 0),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
