// Step 4: features — one checkbox per value; react-hook-form collects the checked ones as an array.
import { useFormContext } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { FEATURES, labelKey } from '@/lib/projects/labels';
import type { ProjectFormValues } from '@/lib/projects/project-form.schema';

export default function FeaturesSection({ t }: { t: TFunction }) {
  const { register } = useFormContext<ProjectFormValues>();
  return (
    <div className="pf-checks">
      {FEATURES.map((f) => (
        <label key={f} className="checkbox" htmlFor={`pf-feature-${f}`}>
          <input id={`pf-feature-${f}`} type="checkbox" value={f} {...register('features')} />
          <span>{t(labelKey('feature', f))}</span>
        </label>
      ))}
    </div>
  );
}
