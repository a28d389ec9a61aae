// The map of the project form's place picker (LocationPicker.tsx imports this file when the map is
// first opened, so Leaflet is no part of the form's first load). One draggable marker; a click on
// the map moves it there. Tiles from MAP_TILE_URL, OpenStreetMap's attribution (docs/map.md).
import L from 'leaflet';

const ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" rel="noopener">OpenStreetMap</a> contributors';

export type PickerMap = { moveTo: (lat: number, lng: number) => void; destroy: () => void };

export function mountPicker(
  el: HTMLElement,
  opts: {
    tileUrl: string;
    at: [number, number];
    zoom: number;
    markerLabel: string;
    onPick: (lat: number, lng: number) => void;
  },
): PickerMap {
  const map = L.map(el, { maxZoom: 18 }).setView(opts.at, opts.zoom);
  map.attributionControl.setPrefix(false);
  L.tileLayer(opts.tileUrl, { maxZoom: 18, attribution: ATTRIBUTION }).addTo(map);
  const marker = L.marker(opts.at, {
    draggable: true,
    title: opts.markerLabel,
    icon: L.divIcon({ className: 'pf-pin', iconSize: [24, 24] }),
  }).addTo(map);
  marker.on('dragend', () => {
    const p = marker.getLatLng();
    opts.onPick(p.lat, p.lng);
  });
  map.on('click', (e: L.LeafletMouseEvent) => {
    marker.setLatLng(e.latlng);
    opts.onPick(e.latlng.lat, e.latlng.lng);
  });
  return {
    moveTo(lat, lng) {
      marker.setLatLng([lat, lng]);
      map.setView([lat, lng], Math.max(map.getZoom(), 15));
    },
    destroy: () => map.remove(),
  };
}
