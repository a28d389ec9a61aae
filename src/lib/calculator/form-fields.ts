// The calculator forms as data: which fields each tab has, when they show, their units and the
// default values. The island renders these specs; the URL codec and the page read them too, so a
// field is declared once.
import { MIXES } from './constants';
import { COVERING_KEYS, LAYOUTS, MATERIALS, THICKNESSES, TILE_SIZES } from './choices';
import type { Kind, UnitKey } from './types';

export type Values = Record<string, string>;
export interface OpeningDraft {
  width: string;
  height: string;
  count: string;
}
export interface TabState {
  values: Values;
  openings: OpeningDraft[];
  prices: Record<string, string>;
}

export interface FieldSpec {
  /** the schema key, the input's name and the URL parameter */
  name: string;
  kind: 'number' | 'select' | 'checkbox';
  unit?: UnitKey;
  options?: readonly string[];
  /** may be left empty: the calculator then uses `placeholder()` */
  optional?: boolean;
  /** shown (and sent) only when this holds */
  when?: (v: Values) => boolean;
}

const is =
  (name: string, ...values: string[]) =>
  (v: Values) =>
    values.includes(v[name] ?? '');
const num = (name: string, unit: UnitKey, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind: 'number',
  unit,
  ...extra,
});
const sel = (
  name: string,
  options: readonly string[],
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, kind: 'select', options, ...extra });
const waste: FieldSpec = num('wastePercent', 'percent', { optional: true });

export const FIELDS: Record<Kind, FieldSpec[]> = {
  foundation: [
    sel('type', ['strip', 'slab', 'piles']),
    num('length', 'm', { when: is('type', 'strip', 'slab') }),
    num('width', 'm', { when: is('type', 'strip', 'slab') }),
    num('innerWalls', 'm', { when: is('type', 'strip') }),
    num('stripWidth', 'm', { when: is('type', 'strip') }),
    num('stripDepth', 'm', { when: is('type', 'strip') }),
    num('slabThickness', 'mm', { when: is('type', 'slab') }),
    num('pileCount', 'pcs', { when: is('type', 'piles') }),
    num('pileDiameter', 'mm', { when: is('type', 'piles') }),
    num('pileDepth', 'm', { when: is('type', 'piles') }),
    num('barsPerPile', 'pcs', { when: is('type', 'piles') }),
    { name: 'grillage', kind: 'checkbox', when: is('type', 'piles') },
    num('grillageLength', 'm', { when: (v) => v['type'] === 'piles' && v['grillage'] === '1' }),
    num('grillageWidth', 'm', { when: (v) => v['type'] === 'piles' && v['grillage'] === '1' }),
    num('grillageHeight', 'm', { when: (v) => v['type'] === 'piles' && v['grillage'] === '1' }),
    sel('concrete', ['site', 'readyMix']),
    sel('mix', Object.keys(MIXES), { when: is('concrete', 'site') }),
    num('barDiameter', 'mm'),
    num('barSpacing', 'mm'),
    num('barRows', 'pcs'),
    waste,
  ],
  wall: [
    num('length', 'm'),
    num('height', 'm'),
    sel('material', MATERIALS),
    num('unitLength', 'mm', { when: is('material', 'custom') }),
    num('unitWidth', 'mm', { when: is('material', 'custom') }),
    num('unitHeight', 'mm', { when: is('material', 'custom') }),
    sel('thickness', THICKNESSES),
    sel('jointType', ['mortar', 'glue']),
    num('joint', 'mm', { optional: true }),
    num('perPallet', 'pcs', { optional: true }),
    waste,
  ],
  roofing: [
    sel('roofType', ['single', 'gable', 'hip']),
    num('length', 'm'),
    num('width', 'm'),
    num('eaveOverhang', 'm'),
    num('gableOverhang', 'm', { when: is('roofType', 'single', 'gable') }),
    sel('pitchMode', ['angle', 'ratio']),
    num('pitch', 'deg', { when: is('pitchMode', 'angle') }),
    num('rise', 'm', { when: is('pitchMode', 'ratio') }),
    num('run', 'm', { when: is('pitchMode', 'ratio') }),
    sel('covering', COVERING_KEYS),
    num('sheetLength', 'm', { optional: true, when: is('covering', 'metalTile', 'profiled') }),
    waste,
  ],
  tiles: [
    sel('surface', ['floor', 'wall']),
    num('length', 'm'),
    num('width', 'm'),
    sel('tileSize', TILE_SIZES),
    num('tileLength', 'mm', { when: is('tileSize', 'custom') }),
    num('tileWidth', 'mm', { when: is('tileSize', 'custom') }),
    num('tileThickness', 'mm', { optional: true }),
    num('joint', 'mm'),
    sel('layout', LAYOUTS),
    num('perBox', 'pcs', { optional: true }),
    num('adhesiveLayer', 'mm', { optional: true }),
    waste,
  ],
};

/** Tabs with a list of openings, and when it shows. */
export const OPENINGS: Partial<Record<Kind, (v: Values) => boolean>> = {
  wall: () => true,
  tiles: is('surface', 'wall'),
};

/** Where the openings editor goes: after this field. */
export const OPENINGS_AFTER: Partial<Record<Kind, string>> = { wall: 'height', tiles: 'width' };

export const DEFAULTS: Record<Kind, TabState> = {
  foundation: {
    values: {
      type: 'strip',
      length: '10',
      width: '8',
      innerWalls: '6',
      stripWidth: '0.4',
      stripDepth: '1',
      slabThickness: '200',
      pileCount: '12',
      pileDiameter: '300',
      pileDepth: '2.5',
      barsPerPile: '4',
      grillage: '1',
      grillageLength: '36',
      grillageWidth: '0.4',
      grillageHeight: '0.4',
      concrete: 'site',
      mix: '1:2:4',
      barDiameter: '12',
      barSpacing: '200',
      barRows: '2',
      wastePercent: '',
    },
    openings: [],
    prices: {},
  },
  wall: {
    values: {
      length: '40',
      height: '2.8',
      material: 'brickSingle',
      unitLength: '',
      unitWidth: '',
      unitHeight: '',
      thickness: 'one',
      jointType: 'mortar',
      joint: '',
      perPallet: '',
      wastePercent: '',
    },
    openings: [
      { width: '0.9', height: '2.1', count: '1' },
      { width: '1.2', height: '1.5', count: '4' },
    ],
    prices: {},
  },
  roofing: {
    values: {
      roofType: 'gable',
      length: '10',
      width: '8',
      eaveOverhang: '0.5',
      gableOverhang: '0.3',
      pitchMode: 'angle',
      pitch: '30',
      rise: '1',
      run: '2',
      covering: 'metalTile',
      sheetLength: '',
      wastePercent: '',
    },
    openings: [],
    prices: {},
  },
  tiles: {
    values: {
      surface: 'floor',
      length: '4',
      width: '3',
      tileSize: 't300x300',
      tileLength: '',
      tileWidth: '',
      tileThickness: '',
      joint: '2',
      layout: 'straight',
      perBox: '',
      adhesiveLayer: '',
      wastePercent: '',
    },
    openings: [],
    prices: {},
  },
};

export function defaultState(kind: Kind): TabState {
  const d = DEFAULTS[kind];
  return { values: { ...d.values }, openings: d.openings.map((o) => ({ ...o })), prices: {} };
}
