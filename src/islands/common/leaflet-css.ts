// Leaflet's stylesheet, linked when a map is first drawn: imported as a URL (not as CSS), so the
// pages that may show a map do not carry it inlined (only a map needs it, and the HTML checker
// refuses its old-browser rules). Resolves once the rules apply.
import href from 'leaflet/dist/leaflet.css?url';

let loaded: Promise<void> | undefined;

export function leafletCss(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return loaded;
}
