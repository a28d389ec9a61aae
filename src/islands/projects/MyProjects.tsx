// /account/my-projects: the owner's projects with status, views, saves and reviews; a switch shows
// or hides each in the catalog, Edit opens the form, Delete asks first (native dialog).
import { useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { formatNumber, formatSom } from '@/lib/i18n/format';
import { projectPath, srcsetOf, pickVariant } from '@/lib/projects/project-card';
import type { MyProjectItem } from '@/lib/projects/read/my-projects.server';
import { notify, notifyError } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import DeleteProjectDialog from './form/DeleteProjectDialog';
import './MyProjects.css';
import { pureIsland } from '@/islands/pure';

type Props = { i18n: IslandI18n; items: MyProjectItem[] };

export default function MyProjects({ i18n, items: initialItems }: Props) {
  const t = useIslandT(i18n);
  const { lang } = i18n;
  const [items, setItems] = useState(initialItems);
  const [pending, setPending] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<{
    item: MyProjectItem;
    busy: boolean;
    error: string | null;
  } | null>(null);

  const failure = (r: { status: number; message: string | null }) =>
    r.message ?? t(r.status === 0 ? 'projectForm:errors.network' : 'errors:generic');

  async function toggle(item: MyProjectItem) {
    setPending(item.id);
    const result = await callApi<{ id: number; isActive: boolean }>(
      `/api/projects/${item.id}/status`,
      {
        method: 'PATCH',
        body: { isActive: !item.isActive },
        lang,
      },
    );
    setPending(null);
    if (!result.ok) {
      notifyError(t, failure(result));
      return;
    }
    setItems((list) =>
      list.map((x) => (x.id === item.id ? { ...x, isActive: result.data.isActive } : x)),
    );
    notify('updated', t);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const { item } = toDelete;
    setToDelete({ item, busy: true, error: null });
    const r = await callApi(`/api/projects/${item.id}`, { method: 'DELETE', lang });
    if (!r.ok) {
      setToDelete({ item, busy: false, error: failure(r) });
      return;
    }
    setToDelete(null);
    setItems((list) => list.filter((x) => x.id !== item.id));
    notify('projectDeleted', t);
  }

  if (items.length === 0) {
    return (
      <div className="mp-empty card">
        <p>{t('projectForm:my.empty')}</p>
        <a className="btn" href="/project/create">
          {t('projectForm:my.add')}
        </a>
      </div>
    );
  }

  return (
    <>
      <ul className="mp-list" aria-label={t('projectForm:my.listLabel')}>
        {items.map((item) => {
          const switchId = `mp-active-${item.id}`;
          const fallback = item.cover ? pickVariant(item.cover.variants, 320) : null;
          return (
            <li key={item.id} className="mp-item card">
              <div className="mp-cover">
                {item.cover && fallback ? (
                  <picture>
                    <source
                      type="image/avif"
                      srcSet={srcsetOf(item.cover.variants, 'avif')}
                      sizes="160px"
                    />
                    <source
                      type="image/webp"
                      srcSet={srcsetOf(item.cover.variants, 'webp')}
                      sizes="160px"
                    />
                    <img
                      src={fallback.path}
                      alt=""
                      width={item.cover.width}
                      height={item.cover.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </picture>
                ) : (
                  <span className="muted">{t('projectForm:my.noImage')}</span>
                )}
              </div>
              <div className="mp-body">
                <h2 className="mp-title">
                  <a href={projectPath({ code: item.seoProjectCode, seoUrl: item.seoProjectUrl })}>
                    {item.title}
                  </a>
                </h2>
                <p className="mp-meta">
                  <span className={`tag${item.isActive ? '' : ' mp-off'}`}>
                    {t(item.isActive ? 'projectForm:my.active' : 'projectForm:my.inactive')}
                  </span>
                  <span>
                    {item.isNegotiable && item.price === 0
                      ? t('projects:negotiable')
                      : formatSom(item.price, lang)}
                  </span>
                  <span className="muted">
                    {t('projectForm:my.code')}: {item.seoProjectCode}
                  </span>
                </p>
                <dl className="mp-stats">
                  <div>
                    <dt>{t('projectForm:my.views')}</dt>
                    <dd>{formatNumber(item.viewCount, lang, 0)}</dd>
                  </div>
                  <div>
                    <dt>{t('projectForm:my.saves')}</dt>
                    <dd>{formatNumber(item.saveCount, lang, 0)}</dd>
                  </div>
                  <div>
                    <dt>{t('projectForm:my.reviews')}</dt>
                    <dd>{formatNumber(item.reviewCount, lang, 0)}</dd>
                  </div>
                </dl>
              </div>
              <div className="mp-actions">
                <label className="checkbox mp-switch" htmlFor={switchId}>
                  <input
                    id={switchId}
                    type="checkbox"
                    role="switch"
                    checked={item.isActive}
                    disabled={pending === item.id}
                    aria-busy={pending === item.id || undefined}
                    onChange={() => void toggle(item)}
                  />
                  <span>
                    {t('projectForm:my.showInCatalog')}
                    <span className="visually-hidden">: {item.title}</span>
                  </span>
                </label>
                <a
                  className="btn btn-outline btn-small"
                  href={`/account/my-project/update/${item.id}`}
                  aria-label={t('projectForm:my.editNamed', { title: item.title })}
                >
                  {t('projectForm:my.edit')}
                </a>
                <button
                  type="button"
                  className="btn btn-outline btn-small mp-delete"
                  aria-label={t('projectForm:my.deleteNamed', { title: item.title })}
                  onClick={() => setToDelete({ item, busy: false, error: null })}
                >
                  {t('projectForm:my.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteProjectDialog
        t={t}
        open={toDelete !== null}
        busy={toDelete?.busy ?? false}
        error={toDelete?.error ?? null}
        title={toDelete?.item.title ?? ''}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(MyProjects);
