// Create or edit one category or service in a native <dialog>: names in four languages, where the
// Cyrillic oz follows the Latin uz through the transliterator until the admin edits oz, and the
// seoUrl is proposed from uz until edited (left out then, so the server adds a free suffix).
import { useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { slugify } from '@/lib/i18n/slug';
import { callApi } from '@/islands/common/api';
import { CheckboxField, InputField, SelectField } from '@/islands/common/Fields';
import { FormError } from '@/islands/common/FormParts';
import { pathOf, type CatalogItem, type CatalogKind } from './types';

type Props = {
  t: TFunction;
  kind: CatalogKind;
  /** the item edited, or null for a new one */
  item: CatalogItem | null;
  /** the parent of a new item (0 = top level) */
  parentId: number;
  tops: CatalogItem[];
  open: boolean;
  onClose: () => void;
  onSaved: (item: CatalogItem) => void;
};

const EMPTY = { uz: '', oz: '', ru: '', en: '' };

export default function CatalogItemDialog(props: Props) {
  const { t, kind, item, open, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [name, setName] = useState(EMPTY);
  const [ozTouched, setOzTouched] = useState(false);
  const [seoUrl, setSeoUrl] = useState('');
  const [seoTouched, setSeoTouched] = useState(false);
  const [parentId, setParentId] = useState(0);
  const [isActive, setIsActive] = useState(true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open) {
      setName(item ? { ...item.name } : EMPTY);
      setOzTouched(!!item);
      setSeoUrl(item?.seoUrl ?? '');
      setSeoTouched(!!item);
      setParentId(item ? item.parentId : props.parentId);
      setIsActive(item?.isActive ?? true);
      setFields({});
      setError(null);
      if (!d.open) d.showModal();
    } else if (d.open) d.close();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- the fields are filled when the dialog opens, not again while it is open

  const setUz = (uz: string) => {
    setName((n) => ({ ...n, uz, oz: ozTouched ? n.oz : latinToCyrillic(uz) }));
    if (!seoTouched) setSeoUrl(slugify(uz));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body = {
      parentId,
      name,
      ...(seoTouched && seoUrl ? { seoUrl } : {}),
      ...(kind === 'service' || item ? { isActive } : {}),
    };
    const res = await callApi<CatalogItem>(item ? `${pathOf(kind)}/${item.id}` : pathOf(kind), {
      method: item ? 'PUT' : 'POST',
      body,
    });
    setBusy(false);
    if (res.ok) return props.onSaved(res.data);
    setFields(res.fields);
    setError(res.message ?? t('errors:generic'));
  };

  const title =
    kind === 'category'
      ? t(item ? 'adminCatalog:editCategory' : 'adminCatalog:newCategory')
      : t(item ? 'adminCatalog:editService' : 'adminCatalog:newService');
  const parents = props.tops.filter((p) => p.id !== item?.id);

  return (
    <dialog
      ref={ref}
      className="pf-dialog catalog-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t('adminCatalog:parent')}
          value={String(parentId)}
          error={fields.parentId}
          onChange={(e) => setParentId(Number(e.target.value))}
          options={[
            { value: '0', label: t('adminCatalog:topLevel') },
            ...parents.map((p) => ({ value: String(p.id), label: p.name.uz })),
          ]}
        />
        <InputField
          label={t('adminCatalog:nameUz')}
          name="uz"
          value={name.uz}
          error={fields['name.uz']}
          onChange={(e) => setUz(e.target.value)}
        />
        <InputField
          label={t('adminCatalog:nameOz')}
          name="oz"
          hint={ozTouched ? undefined : t('adminCatalog:ozHint')}
          value={name.oz}
          error={fields['name.oz']}
          onChange={(e) => {
            setOzTouched(true);
            setName((n) => ({ ...n, oz: e.target.value }));
          }}
        />
        <InputField
          label={t('adminCatalog:nameRu')}
          name="ru"
          value={name.ru}
          error={fields['name.ru']}
          onChange={(e) => setName((n) => ({ ...n, ru: e.target.value }))}
        />
        <InputField
          label={t('adminCatalog:nameEn')}
          name="en"
          value={name.en}
          error={fields['name.en']}
          onChange={(e) => setName((n) => ({ ...n, en: e.target.value }))}
        />
        <InputField
          label={t('adminCatalog:seoUrl')}
          name="seoUrl"
          hint={t('adminCatalog:seoUrlHint')}
          value={seoUrl}
          error={fields.seoUrl}
          onChange={(e) => {
            setSeoTouched(true);
            setSeoUrl(e.target.value);
          }}
        />
        {(kind === 'service' || item) && (
          <CheckboxField
            label={t('adminCatalog:active')}
            name="isActive"
            checked={isActive}
            onChange={(e) => setIsActive(e.target.checked)}
          />
        )}
        <FormError message={error} />
        <div className="pf-dialog-actions">
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onClose}>
            {t('adminCatalog:cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {t('adminCatalog:save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
