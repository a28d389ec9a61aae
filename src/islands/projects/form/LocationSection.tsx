// Step 2: where — region and district (the district list follows the region), address, GPS point
// (typed, or chosen on the map picker).
import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { LIMITS } from '@/lib/projects/form-limits';
import { NumberField, SelectField, TextField } from './fields';
import { label, type FormOptions } from './options';
import LocationPicker from './LocationPicker';

type Props = {
  t: TFunction;
  options: FormOptions;
  /** the region chosen now (the form watches its select) */
  regionValue: string | undefined;
  clearDistrict: () => void;
  /** Writes the point's two boxes (the map picker). */
  setLocation: (lat: number, lng: number) => void;
};

export default function LocationSection({
  t,
  options,
  regionValue,
  clearDistrict,
  setLocation,
}: Props) {
  const regionId = Number(regionValue) || null;
  const region = options.regions.find((r) => r.id === regionId);

  // A district of the old region would be refused by the server: clear it when the region changes.
  const previous = useRef(regionId);
  useEffect(() => {
    if (previous.current !== regionId) clearDistrict();
    previous.current = regionId;
  }, [regionId]); // eslint-disable-line react-hooks/exhaustive-deps -- on a region change only; clearDistrict is a new function each render

  return (
    <>
      <div className="pf-row">
        <SelectField
          t={t}
          name="regionId"
          label={label(t, 'region')}
          required
          placeholder={t('projectForm:placeholder.select')}
          options={options.regions.map((r) => ({ value: String(r.id), label: r.name }))}
        />
        <SelectField
          t={t}
          name="districtId"
          label={label(t, 'district')}
          disabled={!region}
          placeholder={t(
            region
              ? 'projectForm:placeholder.noDistrict'
              : 'projectForm:placeholder.chooseRegionFirst',
          )}
          options={(region?.districts ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        />
      </div>
      <TextField
        t={t}
        name="address"
        label={label(t, 'address')}
        autoComplete="address-line1"
        maxLength={LIMITS.address.max}
      />
      <div className="pf-row">
        <TextField
          t={t}
          name="city"
          label={label(t, 'city')}
          autoComplete="address-level2"
          maxLength={LIMITS.city.max}
        />
        <TextField
          t={t}
          name="state"
          label={label(t, 'state')}
          autoComplete="address-level1"
          maxLength={LIMITS.state.max}
        />
        <TextField
          t={t}
          name="zipCode"
          label={label(t, 'zipCode')}
          autoComplete="postal-code"
          maxLength={LIMITS.zipCode.max}
        />
      </div>
      <fieldset className="pf-subset">
        <legend>{label(t, 'location')}</legend>
        <p className="field-hint">{t('projectForm:hint.location')}</p>
        <div className="pf-row">
          <NumberField
            t={t}
            name="location.latitude"
            label={label(t, 'latitude')}
            min={LIMITS['location.latitude'].min}
            max={LIMITS['location.latitude'].max}
          />
          <NumberField
            t={t}
            name="location.longitude"
            label={label(t, 'longitude')}
            min={LIMITS['location.longitude'].min}
            max={LIMITS['location.longitude'].max}
          />
        </div>
        <LocationPicker
          t={t}
          tileUrl={options.tileUrl}
          regionCentre={region?.centre ?? null}
          setLocation={setLocation}
        />
      </fieldset>
    </>
  );
}
