// Doors and windows as a list of width × height × count; each row is a group named "Opening N".
import type { TFunction } from 'i18next';
import type { OpeningDraft } from '@/lib/calculator/form';
import { FieldMessages } from '@/islands/common/Fields';
import { NumberField } from './Fields';
import { unitLabel } from './format';

const MAX = 30;

export function Openings({
  t,
  idPrefix,
  openings,
  errors,
  onChange,
}: {
  t: TFunction;
  idPrefix: string;
  openings: OpeningDraft[];
  errors: Record<string, string>;
  onChange: (next: OpeningDraft[]) => void;
}) {
  const set = (i: number, key: keyof OpeningDraft, value: string) =>
    onChange(openings.map((o, j) => (j === i ? { ...o, [key]: value } : o)));
  const listError = errors['openings'];
  const metres = unitLabel(t, 'm');
  return (
    <fieldset
      className="calc-openings calc-field-wide"
      aria-describedby={`${idPrefix}-openings-error`}
    >
      <legend>{t('calculator:openings.legend')}</legend>
      {openings.length === 0 && <p className="field-hint">{t('calculator:openings.none')}</p>}
      {openings.map((opening, i) => {
        const position = i + 1;
        const id = `${idPrefix}-o${i}`;
        const err = (k: string) =>
          errors[`openings.${i}.${k}`] ? t(errors[`openings.${i}.${k}`]!) : undefined;
        return (
          <fieldset key={i} className="calc-opening">
            <legend>{t('calculator:openings.row', { n: position })}</legend>
            <div className="calc-opening-fields">
              <NumberField
                id={`${id}-w`}
                name="ow"
                label={t('calculator:openings.width')}
                unit={metres}
                value={opening.width}
                error={err('width')}
                onChange={(v) => set(i, 'width', v)}
              />
              <NumberField
                id={`${id}-h`}
                name="oh"
                label={t('calculator:openings.height')}
                unit={metres}
                value={opening.height}
                error={err('height')}
                onChange={(v) => set(i, 'height', v)}
              />
              <NumberField
                id={`${id}-n`}
                name="on"
                label={t('calculator:openings.count')}
                unit={unitLabel(t, 'pcs')}
                value={opening.count}
                error={err('count')}
                onChange={(v) => set(i, 'count', v)}
              />
            </div>
            <button
              type="button"
              className="btn btn-outline btn-small calc-remove"
              onClick={() => onChange(openings.filter((_, j) => j !== i))}
            >
              {t('calculator:openings.remove')}
              <span className="visually-hidden"> {position}</span>
            </button>
          </fieldset>
        );
      })}
      {/* "openings=0" tells the server that the list is empty on purpose (not "use the defaults"). */}
      {openings.length === 0 && <input type="hidden" name="openings" value="0" />}
      <FieldMessages
        id={`${idPrefix}-openings`}
        error={listError ? t(listError) : undefined}
        live
      />
      {openings.length < MAX && (
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => onChange([...openings, { width: '1.2', height: '1.5', count: '1' }])}
        >
          {t('calculator:openings.add')}
        </button>
      )}
    </fieldset>
  );
}
