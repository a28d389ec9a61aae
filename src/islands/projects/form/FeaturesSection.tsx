// Step 4: features — one checkbox per value; the form reads the ticked ones as a list (values.ts).
import { useContext } from 'react';
import type { TFunction } from 'i18next';
import { FEATURES, labelKey } from '@/lib/projects/labels';
import { ProjectFieldsContext } from './fields';

export default function FeaturesSection({ t }: { t: TFunction }) {
  const { initial } = useContext(ProjectFieldsContext);
  const ticked: readonly string[] = initial.features ?? [];
  return (
    <div className="pf-checks">
      {FEATURES.map((f) => (
        <label key={f} className="checkbox" htmlFor={`pf-feature-${f}`}>
          <input
            id={`pf-feature-${f}`}
            type="checkbox"
            name="features"
            value={f}
            defaultChecked={ticked.includes(f)}
          />
          <span>{t(labelKey('feature', f))}</span>
        </label>
      ))}
    </div>
  );
}
