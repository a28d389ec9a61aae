// The delete confirmation (docs/product.md §2): the shared confirmation dialog with the project
// form's texts.
import type { TFunction } from 'i18next';
import ConfirmDialog from '@/islands/common/ConfirmDialog';

type Props = {
  t: TFunction;
  open: boolean;
  title: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

export default function DeleteProjectDialog({ t, title, busy, ...rest }: Props) {
  return (
    <ConfirmDialog
      {...rest}
      busy={busy}
      title={t('projectForm:delete.title')}
      text={t('projectForm:delete.text', { title })}
      cancel={t('projectForm:delete.cancel')}
      ok={busy ? t('projectForm:delete.deleting') : t('projectForm:delete.confirm')}
    />
  );
}
