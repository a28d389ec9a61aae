// /admin/categories and /admin/services: the two-level tree with create, edit and delete in modals,
// up/down buttons that move an item among its siblings (PUT order) and, for services, the active
// switch (an inactive service vanishes from the public services at once).
import { useEffect, useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import Toasts from '@/islands/common/Toasts';
import { notifyError, toast } from '@/lib/ui/notify';
import CatalogItemDialog from './CatalogItemDialog';
import { pathOf, type CatalogItem, type CatalogKind } from './types';
import './catalog.css';

type Props = { i18n: IslandI18n; kind: CatalogKind };

export default function CatalogTree({ i18n, kind }: Props) {
  const t = useIslandT(i18n);
  const [items, setItems] = useState<CatalogItem[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState<{ item: CatalogItem | null; parentId: number } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const res = await callApi<{ items: CatalogItem[] }>(pathOf(kind), { lang: i18n.lang });
    if (res.ok) setItems(res.data.items);
    else setLoadError(true);
  };
  useEffect(() => {
    void load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount: the handlers load again after a write

  const put = async (item: CatalogItem, change: Partial<{ order: number; isActive: boolean }>) => {
    setBusy(true);
    const res = await callApi<CatalogItem>(`${pathOf(kind)}/${item.id}`, {
      method: 'PUT',
      lang: i18n.lang,
      body: { parentId: item.parentId, name: item.name, isActive: item.isActive, ...change },
    });
    setBusy(false);
    if (!res.ok) return notifyError(t, res.message ?? undefined);
    toast.success(t('adminCatalog:saved'));
    await load();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const res = await callApi(`${pathOf(kind)}/${deleting.id}`, {
      method: 'DELETE',
      lang: i18n.lang,
    });
    setBusy(false);
    if (!res.ok) return setDeleteError(res.message ?? t('errors:generic'));
    setDeleting(null);
    toast.success(t('adminCatalog:deleted'));
    await load();
  };

  if (loadError) return <p className="form-error">{t('adminCatalog:loadFailed')}</p>;
  if (!items) return null;
  const tops = items.filter((i) => i.parentId === 0);
  const childrenOf = (id: number) => items.filter((i) => i.parentId === id);

  const row = (item: CatalogItem, siblings: CatalogItem[], index: number) => {
    const name = item.name[i18n.lang];
    return (
      <div className={`catalog-row${item.isActive ? '' : ' is-inactive'}`}>
        <span className="catalog-name">
          {name}
          <small>
            {' '}
            /{item.seoUrl} ·{' '}
            {kind === 'service'
              ? t('adminCatalog:profiles', { count: item.profileCount })
              : item.parentId === 0
                ? // A top-level category mostly holds its sub-categories' projects, not its own.
                  t('adminCatalog:projectsWithSub', {
                    own: item.projectCount,
                    total: item.projectCountWithSub,
                  })
                : t('adminCatalog:projects', { count: item.projectCount })}
            {!item.isActive && ` · ${t('adminCatalog:inactive')}`}
          </small>
        </span>
        <span className="catalog-actions">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`${t('adminCatalog:moveUp')}: ${name}`}
            disabled={busy || index === 0}
            onClick={() => put(item, { order: index - 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`${t('adminCatalog:moveDown')}: ${name}`}
            disabled={busy || index === siblings.length - 1}
            onClick={() => put(item, { order: index + 1 })}
          >
            ↓
          </button>
          {kind === 'service' && (
            <label className="catalog-switch">
              <input
                type="checkbox"
                role="switch"
                aria-label={t('adminCatalog:activeFor', { name })}
                checked={item.isActive}
                disabled={busy}
                onChange={(e) => put(item, { isActive: e.target.checked })}
              />
              <span>{t('adminCatalog:active')}</span>
            </label>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={t('adminCatalog:editItem', { name })}
            onClick={() => setEditing({ item, parentId: item.parentId })}
          >
            {t('adminCatalog:edit')}
          </button>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            aria-label={t('adminCatalog:deleteItem', { name })}
            onClick={() => {
              setDeleteError(null);
              setDeleting(item);
            }}
          >
            {t('adminCatalog:delete')}
          </button>
        </span>
      </div>
    );
  };

  return (
    <div className="catalog-tree">
      <p>
        <button
          type="button"
          className="btn"
          onClick={() => setEditing({ item: null, parentId: 0 })}
        >
          {t('adminCatalog:add')}
        </button>
      </p>
      {tops.length === 0 && <p className="muted">{t('adminCatalog:empty')}</p>}
      <ul className="catalog-list">
        {tops.map((top, i) => {
          const kids = childrenOf(top.id);
          return (
            <li key={top.id} data-id={top.id}>
              {row(top, tops, i)}
              <ul className="catalog-list catalog-children">
                {kids.map((c, j) => (
                  <li key={c.id} data-id={c.id}>
                    {row(c, kids, j)}
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={t('adminCatalog:addChildTo', { name: top.name[i18n.lang] })}
                    onClick={() => setEditing({ item: null, parentId: top.id })}
                  >
                    + {t('adminCatalog:addChild')}
                  </button>
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
      <CatalogItemDialog
        t={t}
        kind={kind}
        item={editing?.item ?? null}
        parentId={editing?.parentId ?? 0}
        tops={tops}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toast.success(t('adminCatalog:saved'));
          void load();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCatalog:delete')}
        text={deleting ? t('adminCatalog:confirmDelete', { name: deleting.name[i18n.lang] }) : ''}
        ok={t('adminCatalog:delete')}
        cancel={t('adminCatalog:cancel')}
        busy={busy}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
      <Toasts i18n={i18n} />
    </div>
  );
}
