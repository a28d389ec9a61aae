// The place picker of the project form: "Choose on the map" opens a map (Leaflet, fetched on that
// first click) whose marker is dragged or clicked into place, and "Use my location" asks the
// browser. Either writes the latitude and longitude boxes beside it, which stay the form's fields
// (typing there still works, and the form posts them as before). Without a point yet, the map
// starts at the chosen region's centre (the regions have no district coordinates: docs/map.md).
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { insideUzbekistan } from '@/lib/catalog/uzbekistan-geo';
import { fieldId } from './fields';
import type { PickerMap } from './location-map';

type Props = {
  t: TFunction;
  tileUrl: string;
  /** The chosen region's centre, or null. */
  regionCentre: [number, number] | null;
  setLocation: (lat: number, lng: number) => void;
};

const UZBEKISTAN_CENTRE: [number, number] = [41.3, 64.6];
const round = (x: number) => Math.round(x * 1e5) / 1e5;

/** The point the boxes hold now, or null. */
function pointInBoxes(): [number, number] | null {
  const read = (name: string) =>
    (document.getElementById(fieldId(name)) as HTMLInputElement | null)?.value.trim() ?? '';
  const lat = Number(read('location.latitude').replace(',', '.'));
  const lng = Number(read('location.longitude').replace(',', '.'));
  if (!read('location.latitude') || !read('location.longitude')) return null;
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
}

export default function LocationPicker({ t, tileUrl, regionCentre, setLocation }: Props) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<PickerMap | null>(null);

  function pick(lat: number, lng: number) {
    if (!insideUzbekistan(lat, lng)) {
      setNote({ text: t('projectForm:picker.outside'), error: true });
      return;
    }
    setNote(null);
    setLocation(round(lat), round(lng));
  }

  useEffect(() => {
    if (!open || !box.current) return;
    let cancelled = false;
    const point = pointInBoxes();
    const start = point ?? regionCentre ?? UZBEKISTAN_CENTRE;
    if (!point && regionCentre) setNote({ text: t('projectForm:picker.startedAt'), error: false });
    void Promise.all([import('./location-map'), import('@/islands/common/leaflet-css')]).then(
      async ([{ mountPicker }, css]) => {
        await css.leafletCss();
        if (cancelled || !box.current) return;
        map.current = mountPicker(box.current, {
          tileUrl,
          at: start,
          zoom: point ? 15 : regionCentre ? 10 : 6,
          markerLabel: t('projectForm:picker.label'),
          onPick: pick,
        });
      },
    );
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- the map is made once per opening

  function useMine() {
    if (!('geolocation' in navigator)) {
      setNote({ text: t('projectForm:picker.noGeo'), error: true });
      return;
    }
    setNote({ text: t('projectForm:picker.locating'), error: false });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setOpen(true);
        pick(coords.latitude, coords.longitude);
        map.current?.moveTo(coords.latitude, coords.longitude);
      },
      () => setNote({ text: t('projectForm:picker.noGeo'), error: true }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <div className="pf-picker">
      <div className="pf-picker-buttons">
        {!open && (
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            {t('projectForm:picker.open')}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={useMine}>
          {t('projectForm:picker.useMine')}
        </button>
      </div>
      {open && (
        <>
          <p className="field-hint">{t('projectForm:picker.hint')}</p>
          <div
            ref={box}
            className="pf-map"
            role="region"
            aria-label={t('projectForm:picker.label')}
          />
        </>
      )}
      <p className={note?.error ? 'field-error' : 'field-hint'} role="status">
        {note?.text}
      </p>
    </div>
  );
}
