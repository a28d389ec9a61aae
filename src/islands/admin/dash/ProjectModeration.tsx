// An Admin's controls on a public project page: featured on the home page on/off, hide/show, and
// delete (confirmed; then to the home page). Visitors never get this island: the page renders it
// for an Admin only, and the API checks the role again.
import { useState } from 'react';
import { toast } from '@/lib/ui/notify';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { useAdminCall } from './useAdminCall';

type Props = { i18n: IslandI18n; projectId: number; isFeatured: boolean; isActive: boolean };
type Flags = { isFeatured: boolean; isActive: boolean };

export default function ProjectModeration({ i18n, projectId, ...initial }: Props) {
  const t = useIslandT(i18n);
  const { busy, run } = useAdminCall(t, i18n.lang);
  const [flags, setFlags] = useState<Flags>(initial);
  const [confirming, setConfirming] = useState(false);

  async function patch(change: Partial<Flags>) {
    const r = await run<Flags>(`/api/admin/projects/${projectId}`, {
      method: 'PATCH',
      body: change,
    });
    if (!r) return;
    setFlags({ isFeatured: r.data.isFeatured, isActive: r.data.isActive });
    toast.success(t('adminDash:saved'));
  }

  async function remove() {
    if (!(await run(`/api/projects/${projectId}`, { method: 'DELETE' }))) return;
    setConfirming(false);
    toast.success(t('adminDash:deleted'));
    window.location.assign('/');
  }

  return (
    <section className="card admin-moderation" aria-label={t('adminDash:moderation')}>
      <strong>{t('adminDash:moderation')}</strong>
      <p className="muted">
        {flags.isFeatured && <span>{t('adminDash:featured')}. </span>}
        {!flags.isActive && <span>{t('adminDash:hidden')}.</span>}
      </p>
      <div className="admin-moderation-buttons">
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          aria-pressed={flags.isFeatured}
          onClick={() => patch({ isFeatured: !flags.isFeatured })}
        >
          {flags.isFeatured ? t('adminDash:unfeature') : t('adminDash:feature')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => patch({ isActive: !flags.isActive })}
        >
          {flags.isActive ? t('adminDash:hide') : t('adminDash:show')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('adminDash:deleteProject')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('adminDash:deleteProject')}
        text={t('adminDash:deleteProjectConfirm')}
        ok={t('adminDash:deleteProject')}
        cancel={t('common:cancel')}
        busy={busy}
        error={null}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </section>
  );
}
