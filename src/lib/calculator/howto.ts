// The "how it is counted" reference under the calculator: formulas are language-neutral text here
// (symbols must not be transliterated into Cyrillic), descriptions and the symbol legend are
// translation keys in calculator.json. Numbers come from constants.ts, so the page never disagrees
// with the code.
import {
  ADHESIVE_KG_PER_M2_MM,
  CEMENT_DENSITY,
  CONCRETE_DRY_FACTOR,
  GLUE_KG_PER_M3,
  GROUT_DENSITY,
  MORTAR_DRY_FACTOR,
  REBAR_COVER,
  STEEL_DENSITY,
  UNDERLAY_ROLL_USEFUL_M2,
} from './constants';
import type { Kind } from './types';

export interface HowtoItem {
  key: string;
  formula: string;
}
export interface Howto {
  items: HowtoItem[];
  legend: [symbol: string, labelKey: string][];
}

export const HOWTO: Record<Kind, Howto> = {
  foundation: {
    items: [
      { key: 'strip', formula: 'P = 2 × (L + W) + Lᵢ;   V = P × b × h;   F = 2 × P × h' },
      { key: 'slab', formula: 'V = L × W × t;   F = 2 × (L + W) × t' },
      { key: 'piles', formula: `V = n × π × (D / 2)² × H + Lg × bg × hg;   F = 2 × Lg × hg` },
      {
        key: 'mix',
        formula: `V₀ = ${CONCRETE_DRY_FACTOR} × V;   C = V₀ × c / (c + s + g) × ${CEMENT_DENSITY} kg;   S = V₀ × s / (c + s + g);   G = V₀ × g / (c + s + g)`,
      },
      {
        key: 'rebar',
        formula: `N = ⌊(b − 2 × ${REBAR_COVER}) / e⌋ + 1;   ℓ = r × N × P;   m = ℓ × π × d² / 4 × ${STEEL_DENSITY} kg/m³`,
      },
    ],
    legend: [
      ['L, W', 'howto.sym.buildingSize'],
      ['Lᵢ', 'field.foundation.innerWalls'],
      ['b, h', 'howto.sym.stripSection'],
      ['t', 'field.foundation.slabThickness'],
      ['n, D, H', 'howto.sym.piles'],
      ['Lg, bg, hg', 'howto.sym.grillage'],
      ['P', 'summary.stripLength'],
      ['V', 'summary.concreteVolume'],
      ['F', 'summary.formworkArea'],
      ['c : s : g', 'field.foundation.mix'],
      ['C, S, G', 'howto.sym.ingredients'],
      ['d, e, r', 'howto.sym.bars'],
      ['N', 'howto.sym.barsPerRow'],
      ['ℓ', 'summary.rebarLength'],
      ['m', 'summary.rebarMass'],
    ],
  },
  wall: {
    items: [
      { key: 'area', formula: 'A = L × H − Σ (w × h × n)' },
      {
        key: 'units',
        formula:
          'N = A × k / ((a + j) × (c + j));   T = k × b + (k − 1) × j;   N₃ = 1 / ((a + j) × (b + j) × (c + j))',
      },
      {
        key: 'mortar',
        formula: `Vm = A × T − N × a × b × c;   C = Vm × ${MORTAR_DRY_FACTOR} / 5 × ${CEMENT_DENSITY} kg;   S = Vm × ${MORTAR_DRY_FACTOR} × 4 / 5;   Gl = Vm × ${GLUE_KG_PER_M3} kg`,
      },
      { key: 'pallets', formula: 'Np = ⌈N × (1 + w / 100) / p⌉' },
    ],
    legend: [
      ['L, H', 'howto.sym.wallSize'],
      ['w × h × n', 'howto.sym.opening'],
      ['a × b × c', 'howto.sym.unitSize'],
      ['j', 'field.wall.joint'],
      ['k', 'howto.sym.wythes'],
      ['T', 'summary.wallThickness'],
      ['A', 'summary.netArea'],
      ['N', 'howto.sym.units'],
      ['N₃', 'summary.unitsPerM3'],
      ['Vm', 'summary.mortarVolume'],
      ['C, S, Gl', 'howto.sym.mortarParts'],
      ['p', 'field.wall.perPallet'],
      ['w', 'field.wall.wastePercent'],
    ],
  },
  roofing: {
    items: [
      { key: 'plan', formula: 'L′ = L + 2 × og  (hip: L + 2 × oe);   W′ = W + 2 × oe' },
      { key: 'area', formula: 'A = Σ slopes = L′ × W′ / cos α;   α = arctan(r / u)' },
      {
        key: 'edges',
        formula:
          'R = L′ | L′ − W′;   Hh = 4 × √(2a² + (a × tan α)²),  a = W′ / 2;   E = L′ | 2L′ | 2 × (L′ + W′)',
      },
      {
        key: 'sheets',
        formula: 'Ns = A / (u′ × (ℓ − o)) × (1 + w / 100);   packs = A × (1 + w / 100) / 3 m²',
      },
      { key: 'underlay', formula: `rolls = A × (1 + w / 100) / ${UNDERLAY_ROLL_USEFUL_M2} m²` },
    ],
    legend: [
      ['L, W', 'howto.sym.buildingSize'],
      ['oe, og', 'howto.sym.overhangs'],
      ['L′, W′', 'howto.sym.planWithOverhangs'],
      ['α', 'field.roofing.pitch'],
      ['r / u', 'howto.sym.riseRun'],
      ['A', 'summary.roofArea'],
      ['R', 'summary.ridgeLength'],
      ['Hh', 'summary.hipLength'],
      ['E', 'summary.eaveLength'],
      ['u′, ℓ, o', 'howto.sym.sheet'],
      ['w', 'field.roofing.wastePercent'],
    ],
  },
  tiles: {
    items: [
      { key: 'area', formula: 'A = L × W − Σ (w × h × n)' },
      { key: 'tiles', formula: 'N = ⌈A / ((a + j) × (b + j)) × (1 + w / 100)⌉;   boxes = ⌈N / k⌉' },
      { key: 'adhesive', formula: `M = A × ${ADHESIVE_KG_PER_M2_MM} × δ kg` },
      { key: 'grout', formula: `G = A × (a + b) / (a × b) × t × j × ${GROUT_DENSITY} kg` },
    ],
    legend: [
      ['L × W', 'howto.sym.surface'],
      ['w × h × n', 'howto.sym.opening'],
      ['a × b', 'howto.sym.tileSize'],
      ['t', 'field.tiles.tileThickness'],
      ['j', 'field.tiles.joint'],
      ['w', 'field.tiles.wastePercent'],
      ['k', 'field.tiles.perBox'],
      ['δ', 'field.tiles.adhesiveLayer'],
    ],
  },
};
