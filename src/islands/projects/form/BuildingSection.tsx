// Step 3: the building — sizes, rooms, storeys, materials, style and what it has.
import type { TFunction } from 'i18next';
import { LIMITS } from '@/lib/projects/form-limits';
import { CheckboxField, NumberField, SelectField } from './fields';
import { enumOptions, label, labelWithUnit } from './options';

export default function BuildingSection({ t }: { t: TFunction }) {
  const select = t('projectForm:placeholder.select');
  return (
    <>
      <div className="pf-row">
        <NumberField
          t={t}
          name="area"
          label={labelWithUnit(t, 'area', 'm2')}
          required
          max={LIMITS.area.max}
        />
        <NumberField
          t={t}
          name="totalArea"
          label={labelWithUnit(t, 'totalArea', 'm2')}
          max={LIMITS.totalArea.max}
        />
      </div>
      <div className="pf-row">
        <NumberField
          t={t}
          name="width"
          label={labelWithUnit(t, 'width', 'm')}
          max={LIMITS.width.max}
        />
        <NumberField
          t={t}
          name="length"
          label={labelWithUnit(t, 'length', 'm')}
          max={LIMITS.length.max}
        />
      </div>
      <div className="pf-row">
        <SelectField
          t={t}
          name="storeys"
          label={label(t, 'storeys')}
          required
          placeholder={select}
          options={enumOptions(t, 'storeys')}
        />
        <NumberField t={t} name="rooms" label={label(t, 'rooms')} integer max={LIMITS.rooms.max} />
      </div>
      <div className="pf-row">
        <NumberField
          t={t}
          name="bedrooms"
          label={label(t, 'bedrooms')}
          integer
          max={LIMITS.bedrooms.max}
        />
        <NumberField
          t={t}
          name="bathrooms"
          label={label(t, 'bathrooms')}
          integer
          max={LIMITS.bathrooms.max}
        />
        <NumberField
          t={t}
          name="buildingAge"
          label={labelWithUnit(t, 'buildingAge', 'years')}
          integer
          max={LIMITS.buildingAge.max}
        />
      </div>
      <div className="pf-row">
        <SelectField
          t={t}
          name="wallMaterial"
          label={label(t, 'wallMaterial')}
          required
          placeholder={select}
          options={enumOptions(t, 'wallMaterial')}
        />
        <SelectField
          t={t}
          name="style"
          label={label(t, 'style')}
          required
          placeholder={select}
          options={enumOptions(t, 'style')}
        />
      </div>
      <div className="pf-row">
        <SelectField
          t={t}
          name="foundation"
          label={label(t, 'foundation')}
          required
          placeholder={select}
          options={enumOptions(t, 'foundation')}
        />
        <SelectField
          t={t}
          name="flooring"
          label={label(t, 'flooring')}
          placeholder={select}
          options={enumOptions(t, 'flooring')}
        />
      </div>
      <div className="pf-checks">
        <CheckboxField t={t} name="hasGarage" label={label(t, 'hasGarage')} />
        <CheckboxField t={t} name="hasParking" label={label(t, 'hasParking')} />
        <CheckboxField t={t} name="hasAttic" label={label(t, 'hasAttic')} />
        <CheckboxField t={t} name="onlyDesign" label={label(t, 'onlyDesign')} />
      </div>
    </>
  );
}
