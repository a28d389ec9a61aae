// Step 4: features — one checkbox per value; the form reads the ticked ones as a list (values.ts).
// Parking is not among them: the building's "Parking" checkbox asks it once, and the schema adds
// the feature from it (two checkboxes both labelled "Parking" confused people).
import { useContext } from 'react';
import type { TFunction } from 'i18next';
import { FEATURES, labelKey } from '@/lib/projects/labels';

const ASKED = FEATURES.filter((f) => f !== 'parking');
import { ProjectFieldsContext } from './fields';

export default function FeaturesSection({ t }: { t: TFunction }) {
  const { initial } = useContext(ProjectFieldsContext);
  const ticked: readonly string[] = initial.features ?? [];
  return (
    <div className="pf-checks">
      {ASKED.map((f) => (
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
