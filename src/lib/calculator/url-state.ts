// The calculator's state in the query string, so a link reopens the same calculation:
// ?tab=wall&length=40&height=2.8&ow=0.9&oh=2.1&on=1&…&p.units=1200
// Parameter names are the field names (a plain GET form without JavaScript sends the same URL).
// Openings are repeated ow/oh/on triples; unit prices are p.<line id>.
import { FIELDS, OPENINGS, defaultState, visibleFields, type TabState } from './form';
import { KINDS, isKind, type Kind } from './types';

const MAX_TEXT = 24;
const MAX_OPENINGS = 30;
const PRICE_PREFIX = 'p.';

export interface UrlState {
  tab: Kind;
  state: TabState;
}

const clean = (s: string) => s.trim().slice(0, MAX_TEXT);

/** Reads a query string; anything missing, unknown or malformed falls back to the defaults. */
export function fromSearch(params: URLSearchParams): UrlState {
  const tabParam = params.get('tab');
  const tab: Kind = isKind(tabParam) ? tabParam : KINDS[0];
  const state = defaultState(tab);
  for (const field of FIELDS[tab]) {
    const all = params.getAll(field.name);
    if (all.length === 0) continue;
    // A checkbox in a GET form comes after its hidden "0": the last value wins.
    const value = clean(all[all.length - 1]!);
    if (field.kind === 'select' && !field.options?.includes(value)) continue;
    if (field.kind === 'checkbox')
      state.values[field.name] = value === '1' || value === 'on' ? '1' : '0';
    else state.values[field.name] = value;
  }
  if (OPENINGS[tab] && (params.has('ow') || params.has('openings'))) {
    const ws = params.getAll('ow');
    const hs = params.getAll('oh');
    const ns = params.getAll('on');
    state.openings = ws.slice(0, MAX_OPENINGS).map((w, i) => ({
      width: clean(w),
      height: clean(hs[i] ?? ''),
      count: clean(ns[i] ?? '1'),
    }));
  }
  for (const [key, value] of params) {
    if (
      key.startsWith(PRICE_PREFIX) &&
      key.length <= PRICE_PREFIX.length + 20 &&
      value.trim() !== ''
    ) {
      state.prices[key.slice(PRICE_PREFIX.length)] = clean(value);
    }
  }
  return { tab, state };
}

/** The query string of a tab's state: only the fields that show, so links stay short. */
export function toSearch(tab: Kind, state: TabState): URLSearchParams {
  const params = new URLSearchParams({ tab });
  for (const f of visibleFields(tab, state.values)) {
    const v = (state.values[f.name] ?? '').trim();
    if (v !== '') params.set(f.name, v);
  }
  if (OPENINGS[tab]?.(state.values)) {
    if (state.openings.length === 0) params.set('openings', '0'); // "no openings" differs from "defaults"
    for (const o of state.openings) {
      params.append('ow', o.width.trim());
      params.append('oh', o.height.trim());
      params.append('on', o.count.trim());
    }
  }
  for (const [id, v] of Object.entries(state.prices)) {
    if (v.trim() !== '') params.set(PRICE_PREFIX + id, v.trim());
  }
  return params;
}
