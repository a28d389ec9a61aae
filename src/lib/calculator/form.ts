// How typed text becomes the API's input, what an empty optional field means, and which values
// follow from a changed select. The field specs themselves are in form-fields.ts.
import {
  CUSTOM_PER_PALLET,
  COVERINGS,
  JOINT_MM,
  ROOF_WASTE,
  TILES,
  TILE_WASTE,
  UNITS,
} from './constants';
import { FIELDS, OPENINGS, type FieldSpec, type TabState, type Values } from './form-fields';
import { FOUNDATION_WASTE } from './foundation';
import { tileOf } from './tiles';
import { TILE_SIZES } from './choices';
import type { Kind } from './types';
import { WALL_WASTE } from './wall';

export * from './form-fields';

/** "2,8" and "2.8" both mean 2.8; spaces group thousands ("65 000"); empty → undefined. */
export function parseNumber(text: string): number | undefined {
  const s = text
    .trim()
    .replace(/[\s\u00A0\u202F]/g, '')
    .replace(',', '.');
  if (s === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

export function visibleFields(kind: Kind, values: Values): FieldSpec[] {
  return FIELDS[kind].filter((f) => !f.when || f.when(values));
}

/** The value an optional field takes when left empty, shown as its placeholder. */
export function placeholder(kind: Kind, name: string, values: Values): string | undefined {
  const numberOf = (key: string) => parseNumber(values[key] ?? '');
  if (name === 'wastePercent') {
    if (kind === 'foundation') return String(FOUNDATION_WASTE);
    if (kind === 'wall') return String(WALL_WASTE);
    if (kind === 'roofing')
      return String(ROOF_WASTE[(values['roofType'] ?? 'gable') as keyof typeof ROOF_WASTE] ?? '');
    return String(TILE_WASTE[(values['layout'] ?? 'straight') as keyof typeof TILE_WASTE] ?? '');
  }
  if (kind === 'wall' && name === 'joint')
    return String(JOINT_MM[values['jointType'] === 'glue' ? 'glue' : 'mortar']);
  if (kind === 'wall' && name === 'perPallet') {
    const m = values['material'] as keyof typeof UNITS;
    return String(UNITS[m]?.perPallet ?? CUSTOM_PER_PALLET);
  }
  if (kind === 'roofing' && name === 'sheetLength') {
    const c = COVERINGS[values['covering'] as keyof typeof COVERINGS];
    return c && c.kind === 'sheet' ? String(c.sheetLength) : undefined;
  }
  if (
    kind === 'tiles' &&
    (name === 'tileThickness' || name === 'perBox' || name === 'adhesiveLayer')
  ) {
    const size = values['tileSize'] as (typeof TILE_SIZES)[number];
    if (!TILE_SIZES.includes(size)) return undefined;
    const t = tileOf({
      tileSize: size,
      tileLength: numberOf('tileLength'),
      tileWidth: numberOf('tileWidth'),
    });
    return String(name === 'tileThickness' ? t.thickness : name === 'perBox' ? t.perBox : t.layer);
  }
  return undefined;
}

/**
 * Values that follow from a changed select: a new wall material brings its joint type, a custom
 * size starts from the previous preset, and per-size overrides are cleared so they do not go stale.
 */
export function applyChange(kind: Kind, values: Values, name: string, value: string): Values {
  const next = { ...values, [name]: value };
  if (kind === 'wall' && name === 'material') {
    const prev = values['material'] as keyof typeof UNITS;
    if (value === 'custom') {
      const size = UNITS[prev]?.size ?? [250, 120, 65];
      next['unitLength'] ||= String(size[0]);
      next['unitWidth'] ||= String(size[1]);
      next['unitHeight'] ||= String(size[2]);
    } else {
      const preset = UNITS[value as keyof typeof UNITS];
      if (preset) {
        next['jointType'] = preset.joint;
        // Blocks are laid one unit thick; bricks keep the thickness in bricks chosen before.
        const thickness = values['thickness'] ?? 'one';
        next['thickness'] = preset.brick ? (thickness === 'block' ? 'one' : thickness) : 'block';
      }
    }
    next['joint'] = '';
    next['perPallet'] = '';
  }
  if (kind === 'wall' && name === 'jointType') next['joint'] = '';
  if (kind === 'roofing' && name === 'covering') next['sheetLength'] = '';
  if (kind === 'tiles' && name === 'tileSize') {
    const prev = TILES[values['tileSize'] as keyof typeof TILES];
    if (value === 'custom' && prev) {
      next['tileLength'] ||= String(prev.size[0]);
      next['tileWidth'] ||= String(prev.size[1]);
    }
    next['tileThickness'] = '';
    next['perBox'] = '';
    next['adhesiveLayer'] = '';
  }
  return next;
}

/** Typed text → the API's input object (what POST /api/calculator/{kind} takes). */
export function toInput(kind: Kind, state: TabState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of visibleFields(kind, state.values)) {
    const raw = state.values[field.name] ?? '';
    if (field.kind === 'select') out[field.name] = raw;
    else if (field.kind === 'checkbox') out[field.name] = raw === '1';
    else {
      const n = parseNumber(raw);
      if (n !== undefined || !field.optional) out[field.name] = n;
    }
  }
  const showOpenings = OPENINGS[kind];
  if (showOpenings?.(state.values)) {
    out['openings'] = state.openings.map((o) => ({
      width: parseNumber(o.width),
      height: parseNumber(o.height),
      count: parseNumber(o.count) ?? 1,
    }));
  }
  const prices: Record<string, number> = {};
  for (const [id, text] of Object.entries(state.prices)) {
    const n = parseNumber(text);
    if (n !== undefined) prices[id] = n;
  }
  if (Object.keys(prices).length > 0) out['prices'] = prices;
  return out;
}
