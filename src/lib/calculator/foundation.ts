// Foundation: concrete volume, the dry ingredients of a nominal mix, reinforcement and formwork
// for a strip, a slab or bored piles (with an optional grillage beam). Formulas: see the page's
// "how it is counted" and foundation.test.ts for worked examples.
import {
  CEMENT_BAG_KG,
  CEMENT_DENSITY,
  CONCRETE_DRY_FACTOR,
  MIXES,
  REBAR_COVER,
  STEEL_DENSITY,
  type Mix,
} from './constants';
import type { FoundationInput } from './foundation.schema';
import { line, quantity, withCosts } from './numbers';
import type { CalcResult, Line, Quantity } from './types';

export const FOUNDATION_WASTE = 5;

/** kg per metre of a bar of diameter `d` mm. */
export function barMassPerM(d: number): number {
  return ((Math.PI * (d / 1000) ** 2) / 4) * STEEL_DENSITY;
}

/** Bars across a section of width `w` m at `spacing` mm, keeping the cover on both sides (at least 1). */
export function barsAcross(w: number, spacingMm: number): number {
  const free = w - 2 * REBAR_COVER;
  if (free <= 0) return 1;
  return Math.floor(free / (spacingMm / 1000) + 1e-9) + 1;
}

/** Cement (kg), sand and gravel (m³) for `volume` m³ of concrete of a nominal mix. */
export function concreteIngredients(volume: number, mix: Mix) {
  const [c, s, g] = MIXES[mix];
  const dry = volume * CONCRETE_DRY_FACTOR;
  const parts = c + s + g;
  return {
    cementKg: ((dry * c) / parts) * CEMENT_DENSITY,
    sand: (dry * s) / parts,
    gravel: (dry * g) / parts,
  };
}

interface Geometry {
  volume: number;
  formwork: number;
  rebarLength: number;
  summary: Quantity[];
}

function geometry(input: FoundationInput): Geometry {
  const rows = input.barRows;
  if (input.type === 'strip') {
    // Strip length: outer perimeter from the outer sizes plus inner load-bearing walls.
    const stripLength = 2 * (input.length + input.width) + input.innerWalls;
    const rebarLength = rows * barsAcross(input.stripWidth, input.barSpacing) * stripLength;
    return {
      volume: stripLength * input.stripWidth * input.stripDepth,
      formwork: 2 * stripLength * input.stripDepth, // both sides, full depth
      rebarLength,
      summary: [quantity('stripLength', stripLength, 'm')],
    };
  }
  if (input.type === 'slab') {
    const { length: L, width: W } = input;
    const t = input.slabThickness / 1000;
    // One mesh per row: bars along L spaced across W and bars along W spaced across L.
    const c2 = 2 * REBAR_COVER;
    const perRow =
      barsAcross(W, input.barSpacing) * Math.max(L - c2, 0) +
      barsAcross(L, input.barSpacing) * Math.max(W - c2, 0);
    return {
      volume: L * W * t,
      formwork: 2 * (L + W) * t, // edge boards around the slab
      rebarLength: rows * perRow,
      summary: [quantity('planArea', L * W, 'm2')],
    };
  }
  const r = input.pileDiameter / 2000;
  const pileVolume = input.pileCount * Math.PI * r * r * input.pileDepth;
  let volume = pileVolume;
  let formwork = 0; // bored piles are cast against the soil
  let rebarLength = input.pileCount * input.barsPerPile * input.pileDepth;
  const summary = [quantity('pileVolume', pileVolume, 'm3')];
  if (input.grillage) {
    const gl = input.grillageLength;
    const grillageVolume = gl * input.grillageWidth * input.grillageHeight;
    volume += grillageVolume;
    formwork += 2 * gl * input.grillageHeight;
    rebarLength += rows * barsAcross(input.grillageWidth, input.barSpacing) * gl;
    summary.push(quantity('grillageVolume', grillageVolume, 'm3'));
  }
  return { volume, formwork, rebarLength, summary };
}

export function calculateFoundation(input: FoundationInput): CalcResult {
  const waste = input.wastePercent ?? FOUNDATION_WASTE;
  const shape = geometry(input);
  const lines: Line[] = [];
  if (input.concrete === 'readyMix') {
    lines.push(
      line({
        id: 'concrete',
        unit: 'm3',
        net: shape.volume,
        wastePercent: waste,
        mode: 'measure',
        step: 0.1,
      }),
    );
  } else {
    const ing = concreteIngredients(shape.volume, input.mix);
    lines.push(
      line({
        id: 'cement',
        unit: 'kg',
        net: ing.cementKg,
        wastePercent: waste,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: CEMENT_BAG_KG,
      }),
      line({
        id: 'sand',
        unit: 'm3',
        net: ing.sand,
        wastePercent: waste,
        mode: 'measure',
        step: 0.1,
      }),
      line({
        id: 'gravel',
        unit: 'm3',
        net: ing.gravel,
        wastePercent: waste,
        mode: 'measure',
        step: 0.1,
      }),
    );
  }
  const rebarKg = shape.rebarLength * barMassPerM(input.barDiameter);
  if (rebarKg > 0)
    lines.push(
      line({
        id: 'rebar',
        unit: 'kg',
        net: rebarKg,
        wastePercent: waste,
        mode: 'measure',
        step: 1,
      }),
    );
  if (shape.formwork > 0)
    lines.push(
      line({
        id: 'formwork',
        unit: 'm2',
        net: shape.formwork,
        wastePercent: waste,
        mode: 'measure',
        step: 1,
      }),
    );

  const costed = withCosts(lines, input.prices);
  return {
    kind: 'foundation',
    wastePercent: waste,
    summary: [
      ...shape.summary,
      quantity('concreteVolume', shape.volume, 'm3'),
      quantity('formworkArea', shape.formwork, 'm2'),
      quantity('rebarLength', shape.rebarLength, 'm'),
      quantity('rebarMass', rebarKg, 'kg'),
      quantity('wastePercent', waste, 'percent'),
    ],
    ...costed,
    warnings: [],
  };
}
