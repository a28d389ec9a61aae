// /admin/users: accounts with search (either script), role/blocked/Pro filters, sorting and paging;
// per account: change the role, block or unblock, end the sessions, open the public page. Every
// action is confirmed in the shared dialog and answered by the server's translated message.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { callApi } from '@/islands/common/api';
import { latestOnly } from '@/islands/common/latest';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import { ROLES } from '@/lib/accounts/roles';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { notifyError, toast } from '@/lib/ui/notify';
import { formatAdminTime } from '@/lib/admin/admin-time';
import { AdminPager, AdminTable } from '@/islands/admin/AdminTable';
import './admin-users.css';
import type { AdminUser } from '@/lib/admin/users/list-users.server';

type User = AdminUser;
type Role = User['userRole'];
type Page = {
  items: User[];
  metaData: { totalCount: number; pageNumber: number; pageSize: number };
};
type Filters = {
  Search: string;
  Role: string;
  IsBlocked: string;
  IsPro: string;
  Sort: string;
  Order: string;
};
type Action =
  | { kind: 'role'; user: User; role: Role }
  | { kind: 'block'; user: User }
  | { kind: 'sessions'; user: User };

const PAGE_SIZE = 20;
const EMPTY: Filters = {
  Search: '',
  Role: '',
  IsBlocked: '',
  IsPro: '',
  Sort: 'createdAt',
  Order: 'desc',
};

export default function UsersTable({ i18n, selfId }: { i18n: IslandI18n; selfId: number }) {
  const t = useIslandT(i18n);
  const lang = i18n.lang;
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  // The list on screen is the last one asked for (a search applied while the first page loads).
  const [latest] = useState(latestOnly);

  const load = useCallback(async () => {
    const q = new URLSearchParams({ PageNumber: String(pageNumber), PageSize: String(PAGE_SIZE) });
    for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
    await latest(callApi<Page>(`/api/admin/users?${q}`, { lang }), (r) => {
      if (r.ok) {
        setPage(r.data);
        setLoadError(null);
      } else setLoadError(r.message ?? t('adminUsers:loadFailed'));
    });
  }, [filters, pageNumber, lang, t, latest]);
  useEffect(() => void load(), [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPageNumber(1);
    setFilters(draft);
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  /** A filter that is either unset, yes or no. */
  const yesNoAny = (k: 'IsBlocked' | 'IsPro') => (
    <select value={draft[k]} onChange={set(k)}>
      <option value="">{t('adminUsers:any')}</option>
      <option value="true">{t('adminUsers:yes')}</option>
      <option value="false">{t('adminUsers:no')}</option>
    </select>
  );

  async function confirm() {
    if (!action) return;
    setBusy(true);
    setActionError(null);
    const { user } = action;
    const r =
      action.kind === 'sessions'
        ? await callApi(`/api/admin/users/${user.id}/end-sessions`, { method: 'POST', lang })
        : await callApi(`/api/admin/users/${user.id}`, {
            method: 'PATCH',
            lang,
            body: action.kind === 'role' ? { role: action.role } : { isBlocked: !user.isBlocked },
          });
    setBusy(false);
    if (!r.ok) {
      const fieldMessage = Object.values(r.fields)[0];
      setActionError(fieldMessage ?? r.message ?? t('adminUsers:actionFailed'));
      if (r.status === 0) notifyError(t);
      return;
    }
    toast.success(t(`adminUsers:done.${action.kind}`));
    setAction(null);
    await load();
  }

  const dialogText = (a: Action) =>
    a.kind === 'role'
      ? t('adminUsers:confirm.role', {
          name: a.user.fullName,
          role: t(`adminUsers:roles.${a.role}`),
        })
      : a.kind === 'block'
        ? t(a.user.isBlocked ? 'adminUsers:confirm.unblock' : 'adminUsers:confirm.block', {
            name: a.user.fullName,
          })
        : t('adminUsers:confirm.sessions', { name: a.user.fullName });
  // Tashkent time, as every admin page shows it (the browser's zone before).
  const date = (iso: string | null) => formatAdminTime(iso, lang);
  const total = page?.metaData.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="admin-users">
      <form className="au-filters" role="search" onSubmit={submit}>
        <label>
          {t('adminUsers:search')}
          <input type="search" value={draft.Search} onChange={set('Search')} maxLength={100} />
        </label>
        <label>
          {t('adminUsers:role')}
          <select value={draft.Role} onChange={set('Role')}>
            <option value="">{t('adminUsers:any')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`adminUsers:roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('adminUsers:blocked')}
          {yesNoAny('IsBlocked')}
        </label>
        <label>
          {t('adminUsers:pro')}
          {yesNoAny('IsPro')}
        </label>
        <label>
          {t('adminUsers:sort')}
          <select value={draft.Sort} onChange={set('Sort')}>
            <option value="createdAt">{t('adminUsers:sorts.createdAt')}</option>
            <option value="fullName">{t('adminUsers:sorts.fullName')}</option>
            <option value="lastSeenAt">{t('adminUsers:sorts.lastSeenAt')}</option>
          </select>
        </label>
        <label>
          {t('adminUsers:order')}
          <select value={draft.Order} onChange={set('Order')}>
            <option value="desc">{t('adminUsers:desc')}</option>
            <option value="asc">{t('adminUsers:asc')}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('adminUsers:apply')}
        </button>
      </form>

      {loadError && (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      )}
      <p className="muted" aria-live="polite">
        {page ? t('adminUsers:found', { count: total }) : t('adminUsers:loading')}
      </p>
      <AdminTable
        columns={[
          t('adminUsers:name'),
          t('adminUsers:contact'),
          t('adminUsers:role'),
          t('adminUsers:status'),
          t('adminUsers:createdAt'),
          t('adminUsers:lastSeenAt'),
          t('adminUsers:actions'),
        ]}
        items={page?.items ?? []}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ 'data-user-id': u.id })}
        row={(u) => (
          <>
            <td>
              {u.profileUrl ? <a href={u.profileUrl}>{u.fullName}</a> : u.fullName}
              {u.isPro && <span className="au-badge">PRO</span>}
            </td>
            <td>
              {u.phone && <div>{u.phone}</div>}
              {u.email && <div>{u.email}</div>}
            </td>
            <td>
              <select
                aria-label={t('adminUsers:changeRole', { name: u.fullName })}
                value={u.userRole}
                disabled={u.id === selfId}
                onChange={(e) => {
                  setActionError(null);
                  setAction({ kind: 'role', user: u, role: e.target.value as Role });
                }}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`adminUsers:roles.${r}`)}
                  </option>
                ))}
              </select>
            </td>
            <td>{u.isBlocked ? t('adminUsers:isBlocked') : t('adminUsers:active')}</td>
            <td>{date(u.createdAt)}</td>
            <td>{date(u.lastSeenAt)}</td>
            <td className="au-actions">
              {u.id !== selfId && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setActionError(null);
                    setAction({ kind: 'block', user: u });
                  }}
                >
                  {u.isBlocked ? t('adminUsers:unblock') : t('adminUsers:block')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setActionError(null);
                  setAction({ kind: 'sessions', user: u });
                }}
              >
                {t('adminUsers:endSessions')}
              </button>
              {u.profileUrl && (
                <a href={u.profileUrl} className="btn btn-link">
                  {t('adminUsers:profileAndProjects')}
                </a>
              )}
            </td>
          </>
        )}
      />
      <AdminPager
        page={pageNumber}
        pages={pages}
        onPage={setPageNumber}
        label={t('adminUsers:paging')}
        status={t('adminUsers:pageOf', { page: pageNumber, pages })}
        prev={t('adminUsers:prev')}
        next={t('adminUsers:next')}
      />

      <ConfirmDialog
        open={action !== null}
        title={t('adminUsers:confirm.title')}
        text={action ? dialogText(action) : ''}
        ok={busy ? t('adminUsers:working') : t('adminUsers:confirm.ok')}
        cancel={t('adminUsers:confirm.cancel')}
        busy={busy}
        error={actionError}
        onCancel={() => setAction(null)}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
