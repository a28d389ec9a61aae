// /admin/news and /admin/life-hacks: the list with search and paging, and create/edit
// in a native <dialog>, delete through the shared ConfirmDialog. The Cyrillic Uzbek fields follow
// the Latin ones as the admin types until edited (an untouched one is saved empty, so the server
// transliterates it when read). The preview uses the public page's renderer (article-text.ts).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { callApi } from '@/islands/common/api';
import { latestOnly } from '@/islands/common/latest';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import Toasts from '@/islands/common/Toasts';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { formatAdminTime } from '@/lib/admin/admin-time';
import { notify, notifyError } from '@/lib/ui/notify';
import type { ArticleKind } from '@/lib/news/article';
import type { Paged } from '@/lib/http/query';
import type { AdminArticle } from '@/lib/admin/content/articles.server';
import ArticleDialog from './ArticleDialog';
import { apiPath } from './admin-api';
import { AdminPager, AdminTable } from '@/islands/admin/AdminTable';
import './articles-admin.css';

const PAGE_SIZE = 20;

export default function ArticlesAdmin({ kind, i18n }: { kind: ArticleKind; i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  const lang = i18n.lang;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<AdminArticle> | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The list on screen is the last one asked for (a search applied while a page loads).
  const [latest] = useState(latestOnly);

  const load = useCallback(async () => {
    const q = new URLSearchParams({ PageNumber: String(page), PageSize: String(PAGE_SIZE) });
    if (query) q.set('Search', query);
    await latest(callApi<Paged<AdminArticle>>(`${apiPath(kind)}?${q}`, { lang }), (res) => {
      setFailed(!res.ok);
      if (res.ok) setData(res.data);
    });
  }, [kind, lang, page, query, latest]);
  useEffect(() => {
    void load();
  }, [load]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQuery(search.trim());
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const res = await callApi(`${apiPath(kind)}/${deleting.id}`, { method: 'DELETE', lang });
    setBusy(false);
    if (!res.ok) return setDeleteError(res.message ?? t('errors:generic'));
    setDeleting(null);
    notify('updated', t);
    void load();
  };

  const totalPages = data ? Math.max(1, Math.ceil(data.metaData.totalCount / PAGE_SIZE)) : 1;
  return (
    <div className="aa">
      <Toasts i18n={i18n} />
      <div className="aa-bar">
        <form role="search" onSubmit={onSearch} className="aa-search">
          <input
            type="search"
            aria-label={t('adminContent:search')}
            placeholder={t('adminContent:search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn btn-outline btn-small">
            {t('adminContent:searchButton')}
          </button>
        </form>
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t(`adminContent:${kind}.add`)}
        </button>
      </div>
      {failed && <p role="alert">{t('adminContent:loadFailed')}</p>}
      {data && data.items.length === 0 && <p className="muted">{t('adminContent:empty')}</p>}
      {data && data.items.length > 0 && (
        <AdminTable
          columns={[
            t('adminContent:columns.title'),
            t('adminContent:columns.date'),
            t('adminContent:columns.status'),
            t('adminContent:columns.actions'),
          ]}
          items={data.items}
          rowKey={(a) => a.id}
          row={(a) => (
            <>
              <td>{a.title[lang === 'oz' ? 'uz' : lang] || a.title.uz}</td>
              <td>
                <time dateTime={a.publishedAt}>{formatAdminTime(a.publishedAt, lang)}</time>
              </td>
              <td>{t(`adminContent:status.${a.isVisible ? 'visible' : 'scheduled'}`)}</td>
              <td className="aa-actions">
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => setEditing(a)}
                >
                  {t('adminContent:edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(a);
                  }}
                >
                  {t('adminContent:delete')}
                </button>
              </td>
            </>
          )}
        />
      )}
      {totalPages > 1 && (
        <AdminPager
          page={page}
          pages={totalPages}
          onPage={setPage}
          label={t('adminContent:page', { page, total: totalPages })}
          status={t('adminContent:page', { page, total: totalPages })}
          prev={t('adminContent:prev')}
          next={t('adminContent:next')}
        />
      )}
      {editing && (
        <ArticleDialog
          kind={kind}
          t={t}
          lang={lang}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            notify(created ? 'created' : 'updated', t);
            void load();
          }}
          onError={(m) => notifyError(t, m)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`adminContent:${kind}.deleteTitle`)}
        text={t('adminContent:deleteText')}
        ok={busy ? t('adminContent:deleting') : t('adminContent:delete')}
        cancel={t('adminContent:cancel')}
        busy={busy}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
