// Create and edit a project: every field of docs/api.md in six sections a phone scrolls through,
// validated by the same zod schema as the endpoint, errors beside the fields. A failed save changes
// nothing on the page: typed values and uploaded photos stay for the next try.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import type { ProjectFormValues, ProjectInput } from '@/lib/projects/project-form.schema';
import { notify, notifyError } from '@/lib/ui/notify';
import { callApi, type ApiFailure } from '@/islands/common/api';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { ProjectFieldsContext } from './form/fields';
import type { FormOptions } from './form/options';
import { useImageUploads, type UploadedImage } from './form/useImageUploads';
import { PROJECT_FIELDS, toProjectInput } from './form/values';
import BuildingSection from './form/BuildingSection';
import ContactSection from './form/ContactSection';
import FeaturesSection from './form/FeaturesSection';
import ImageUploader from './form/ImageUploader';
import LocationSection from './form/LocationSection';
import MainSection from './form/MainSection';
import SubmitButton from './form/SubmitButton';
import './form/project-form.css';

export type ProjectFormProps = {
  i18n: IslandI18n;
  mode: 'create' | 'edit';
  /** The project being edited (edit mode). */
  projectId?: number;
  initial: Partial<ProjectFormValues>;
  images: UploadedImage[];
  options: FormOptions;
};

const DeleteProjectDialog = lazy(() => import('./form/DeleteProjectDialog'));

const SECTIONS = ['main', 'location', 'building', 'features', 'images', 'contact'] as const;

export default function ProjectForm({
  i18n,
  mode,
  projectId,
  initial,
  images,
  options,
}: ProjectFormProps) {
  const t = useIslandT(i18n);
  const { lang } = i18n;
  // Parking is asked once, in the building's checkboxes (the schema keeps the 'parking' feature in
  // step): a project saved before that with only the feature still shows it ticked.
  const fieldsInitial = {
    ...initial,
    hasParking: initial.hasParking === true || (initial.features ?? []).includes('parking'),
  };
  // The schema (and zod) on first use: docs/performance.md#lcp-and-script-budgets. A field is
  // checked once focus leaves it, and at each change after (as react-hook-form's onTouched did
  // here).
  const form = useSchemaForm(
    () => import('@/lib/projects/project-form.schema').then((m) => m.projectFormSchema),
    {
      ...PROJECT_FIELDS,
      prepare: toProjectInput,
      checkTouched: true,
      watch: { regionId: initial.regionId == null ? '' : String(initial.regionId) },
    },
  );
  const uploads = useImageUploads({ initial: images, lang, t });
  const [deleting, setDeleting] = useState<{ open: boolean; busy: boolean; error: string | null }>({
    open: false,
    busy: false,
    error: null,
  });
  // The delete dialog's code is fetched when it is first asked for, then it stays
  // (docs/performance.md#lcp-and-script-budgets).
  const askedToDelete = useRef(false);
  if (deleting.open) askedToDelete.current = true;

  // The photo list is the source of imageIds (order = position, first = cover): hidden inputs in the
  // form. After a submit, its message follows the list. Keyed on the ids' text: the array itself is
  // new on every render.
  const idsKey = uploads.ids.join(',');
  const { revalidate } = form;
  useEffect(() => revalidate('imageIds'), [idsKey, revalidate]);

  function showFailure(failure: ApiFailure) {
    const entries = Object.entries(failure.fields);
    if (failure.status === 400 && entries.length > 0) {
      for (const [key, message] of entries) {
        if (key === '_') continue;
        const name = key.startsWith('features.') ? 'features' : key;
        form.setError(name, { type: 'server', message });
      }
      form.setFormError(t('projectForm:errors.fixFields'));
      form.focusError();
      return;
    }
    const message =
      failure.message ?? t(failure.status === 0 ? 'projectForm:errors.network' : 'errors:generic');
    form.setFormError(message);
    notifyError(t, message);
  }

  async function onValid(values: ProjectInput) {
    const result =
      mode === 'create'
        ? await callApi<{ id: number }>('/api/projects', { method: 'POST', body: values, lang })
        : await callApi<{ id: number }>(`/api/projects/${projectId}`, {
            method: 'PUT',
            body: values,
            lang,
          });
    if (!result.ok) return showFailure(result);
    if (mode === 'create') {
      form.done();
      window.location.assign('/account/my-projects?toast=created');
      return;
    }
    form.done(3000);
    notify('updated', t);
  }

  /** The hook focuses the first field in error. */
  function onInvalid() {
    form.setFormError(t('projectForm:errors.fixFields'));
  }

  async function confirmDelete() {
    setDeleting({ open: true, busy: true, error: null });
    const result = await callApi(`/api/projects/${projectId}`, { method: 'DELETE', lang });
    if (result.ok) {
      window.location.assign('/account/my-projects?toast=projectDeleted');
      return;
    }
    setDeleting({
      open: true,
      busy: false,
      error:
        result.message ?? t(result.status === 0 ? 'projectForm:errors.network' : 'errors:generic'),
    });
  }

  const heading = (s: (typeof SECTIONS)[number]) =>
    `${SECTIONS.indexOf(s) + 1}. ${t(`projectForm:section.${s}`)}`;
  const section = (s: (typeof SECTIONS)[number], body: ReactNode) => (
    <section className="pf-section card" id={`pf-sec-${s}`} aria-labelledby={`pf-sec-${s}-h`}>
      <h2 id={`pf-sec-${s}-h`}>{heading(s)}</h2>
      {body}
    </section>
  );

  return (
    <ProjectFieldsContext.Provider value={{ initial: fieldsInitial, errorOf: form.errorOf }}>
      <nav className="pf-steps" aria-label={t('projectForm:sectionsNav')}>
        <ol>
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#pf-sec-${s}`}>{heading(s)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <form
        {...form.formProps(form.handleSubmit(onValid, onInvalid))}
        onPointerDown={form.prefetch}
        className="pf-form"
      >
        {form.formError && (
          <p className="form-error" role="alert">
            {form.formError}
          </p>
        )}
        {section('main', <MainSection t={t} options={options} />)}
        {section(
          'location',
          <LocationSection
            t={t}
            options={options}
            regionValue={form.values.regionId}
            clearDistrict={() => form.setValue('districtId', '')}
            setLocation={(lat, lng) => {
              form.setValue('location.latitude', String(lat));
              form.setValue('location.longitude', String(lng));
            }}
          />,
        )}
        {section('building', <BuildingSection t={t} />)}
        {section('features', <FeaturesSection t={t} />)}
        {section(
          'images',
          <ImageUploader
            t={t}
            items={uploads.items}
            error={form.errorOf(t, 'imageIds')}
            onAdd={uploads.add}
            onRemove={uploads.remove}
            onMove={uploads.move}
            onRetry={uploads.retry}
          />,
        )}
        {section('contact', <ContactSection t={t} />)}
        {uploads.ids.map((id) => (
          <input key={id} type="hidden" name="imageIds" value={id} />
        ))}
        <div className="pf-actions">
          <SubmitButton t={t} mode={mode} phase={form.status} waitingForUploads={uploads.busy} />
          {mode === 'edit' && (
            <button
              type="button"
              className="btn btn-outline pf-delete"
              onClick={() => setDeleting({ open: true, busy: false, error: null })}
            >
              {t('projectForm:delete.button')}
            </button>
          )}
        </div>
      </form>
      {mode === 'edit' && askedToDelete.current && (
        <Suspense fallback={null}>
          <DeleteProjectDialog
            t={t}
            open={deleting.open}
            busy={deleting.busy}
            error={deleting.error}
            title={String(initial.title ?? '')}
            onCancel={() => setDeleting({ open: false, busy: false, error: null })}
            onConfirm={() => void confirmDelete()}
          />
        </Suspense>
      )}
    </ProjectFieldsContext.Provider>
  );
}
