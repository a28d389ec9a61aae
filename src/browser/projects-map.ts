// The map of /projects?view=map (ProjectsMap.astro loads this file once the map comes into view;
// docs/map.md). Plain DOM and Leaflet, no framework, so the map adds only Leaflet and this file to
// the list page. Clusters and points come from GET /api/projects/map (grouped by the server); a
// cluster is a numbered divIcon that zooms in when clicked, a point opens a small card.
//
// The address bar holds the list's box: "search this area" puts the map's bounds into `Bbox` and
// asks the list's filter script (src/browser/project-filters.ts) to show that URL, through the
// `catalog:navigate` event; the filter script swaps the list, pushes the address and, on back and
// forward, swaps it back; this file then moves the map to the address's box.
import L from 'leaflet';
import { callApi } from '@/islands/common/api';
import { cleanQuery } from '@/lib/projects/project-filters.params';
import { formatSom } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
// The answer's shape, as GET /api/projects/map builds it (a type only: nothing of the server loads).
import type {
  MapCluster as Cluster,
  MapPoint as Point,
} from '@/lib/projects/read/map-projects.server';

type Texts = {
  tag: string;
  cluster: Record<string, string>;
  open: string;
  noPhoto: string;
  negotiable: string;
  failed: string;
};
/** Uzbekistan, where the map opens without a box in the address. */
const UZBEKISTAN = L.latLngBounds([37.1, 55.9], [45.6, 73.2]);
const MAX_ZOOM = 18;
const ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" rel="noopener">OpenStreetMap</a> contributors';

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
const round = (x: number) => Math.round(x * 1e5) / 1e5;

/** `Bbox` of the address, as Leaflet bounds; null when none or unreadable. */
function boxOfAddress(): L.LatLngBounds | null {
  const n = (new URLSearchParams(location.search).get('Bbox') ?? '').split(',').map(Number);
  if (n.length !== 4 || !n.every(Number.isFinite)) return null;
  return L.latLngBounds([n[1]!, n[0]!], [n[3]!, n[2]!]);
}

function bboxOf(bounds: L.LatLngBounds): string {
  // Clamped: a world-wide view at zoom 0–2 goes past ±180.
  const w = Math.max(-180, bounds.getWest());
  const e = Math.min(180, bounds.getEast());
  const s = Math.max(-90, bounds.getSouth());
  const n = Math.min(90, bounds.getNorth());
  return [w, s, e, n].map(round).join(',');
}

export function initProjectsMap(root: HTMLElement) {
  if (root.dataset.enhanced) return;
  root.dataset.enhanced = 'true';
  const texts = JSON.parse(root.dataset.i18n ?? '{}') as Texts;
  const lang = (root.dataset.lang ?? 'uz') as Lang;
  const plural = new Intl.PluralRules(texts.tag);
  const canvas = root.querySelector<HTMLElement>('[data-map-canvas]')!;
  const searchButton = root.querySelector<HTMLButtonElement>('[data-map-search]')!;
  const status = root.querySelector<HTMLElement>('[data-map-status]')!;

  const map = L.map(canvas, { maxZoom: MAX_ZOOM, zoomSnap: 1 });
  map.attributionControl.setPrefix(false);
  L.tileLayer(root.dataset.tileUrl!, {
    maxZoom: MAX_ZOOM,
    attribution: ATTRIBUTION,
    crossOrigin: false,
  }).addTo(map);
  const layer = L.layerGroup().addTo(map);

  /**
   * The view the list stands for (the address's box, or the last searched one). "Search this
   * area" is offered once the map is zoomed or moved well away from it: not for the small shifts a
   * resize or an opened card makes.
   */
  let anchor = { zoom: -1, center: L.latLng(0, 0) };
  const remember = () => {
    anchor = { zoom: map.getZoom(), center: map.getCenter() };
    searchButton.hidden = true;
  };
  function movedAway(): boolean {
    const b = map.getBounds();
    const c = map.getCenter();
    return (
      map.getZoom() !== anchor.zoom ||
      Math.abs(c.lng - anchor.center.lng) > 0.2 * (b.getEast() - b.getWest()) ||
      Math.abs(c.lat - anchor.center.lat) > 0.2 * (b.getNorth() - b.getSouth())
    );
  }
  function fitAddress() {
    map.fitBounds(boxOfAddress() ?? UZBEKISTAN, { animate: false });
    remember();
  }

  let loading: AbortController | undefined;
  async function load() {
    loading?.abort();
    loading = new AbortController();
    const { signal } = loading;
    const query = cleanQuery(new URLSearchParams(location.search));
    for (const k of ['Sort', 'PageNumber', 'view', 'Bbox']) query.delete(k);
    const category = root.dataset.categoryId;
    if (category) query.set('CategoryId', category);
    query.set('Bbox', bboxOf(map.getBounds()));
    query.set('Zoom', String(map.getZoom()));
    const r = await callApi<{ clusters: Cluster[]; points: Point[] }>(
      `/api/projects/map?${query}`,
      { lang, signal },
    );
    if (signal.aborted) return;
    if (!r.ok) {
      status.textContent = texts.failed;
      return;
    }
    status.textContent = '';
    draw(r.data.clusters, r.data.points);
  }

  function draw(clusters: Cluster[], points: Point[]) {
    layer.clearLayers();
    for (const c of clusters) {
      const label = fill(texts.cluster[plural.select(c.count)] ?? texts.cluster.other ?? '', {
        count: c.count,
      });
      const size = c.count < 10 ? 34 : c.count < 100 ? 40 : c.count < 1000 ? 48 : 56;
      L.marker([c.lat, c.lng], {
        title: label,
        icon: L.divIcon({
          className: 'pm-cluster',
          html: `<span>${c.count}</span>`,
          iconSize: [size, size],
        }),
      })
        .on('click', () => map.setView([c.lat, c.lng], Math.min(map.getZoom() + 2, MAX_ZOOM)))
        .addTo(layer);
    }
    for (const p of points) {
      L.marker([p.lat, p.lng], {
        title: p.title,
        icon: L.divIcon({ className: 'pm-point', iconSize: [18, 18] }),
      })
        .bindPopup(() => card(p), { maxWidth: 240, minWidth: 200 })
        .addTo(layer);
    }
  }

  /** The point's card: photo, title, price, link; text through textContent (never as HTML). */
  function card(p: Point): HTMLElement {
    const el = document.createElement('div');
    el.className = 'pm-card';
    if (p.image) {
      const img = document.createElement('img');
      img.src = p.image;
      img.alt = '';
      img.width = 200;
      img.height = 130;
      img.loading = 'lazy';
      el.append(img);
    }
    const title = document.createElement('a');
    title.href = p.url;
    title.className = 'pm-title';
    title.textContent = p.title;
    const price = document.createElement('p');
    price.className = 'pm-price';
    price.textContent =
      p.price > 0
        ? `${formatSom(p.price, lang)}${p.isNegotiable ? ` · ${texts.negotiable}` : ''}`
        : texts.negotiable;
    el.append(title, price);
    return el;
  }

  map.on('moveend', () => {
    searchButton.hidden = !movedAway();
    void load();
  });
  // A map hidden and shown again (the phone's list/map switch) must learn its new size.
  new ResizeObserver(() => {
    if (canvas.clientWidth > 0) map.invalidateSize({ pan: false });
  }).observe(canvas);

  searchButton.addEventListener('click', () => {
    const query = cleanQuery(new URLSearchParams(location.search));
    query.delete('PageNumber'); // a new box starts at the first page
    query.set('Bbox', bboxOf(map.getBounds()));
    const url = `${location.pathname}?${cleanQuery(query)}`;
    remember();
    // The filter script swaps the list and pushes the address; without it, a page load does.
    const handled = !document.dispatchEvent(
      new CustomEvent('catalog:navigate', { detail: url, cancelable: true }),
    );
    if (!handled) location.assign(url);
  });

  // Back/forward: the filter script puts the list of that address back; the map follows its box.
  window.addEventListener('popstate', fitAddress);
  // A filter changed (the list was swapped): the same box, the new filters.
  document.addEventListener('catalog:shown', () => void load());

  fitAddress();
  void load();
}
