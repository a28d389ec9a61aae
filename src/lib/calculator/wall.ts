// Walls: net area after openings, masonry units, pallets, mortar (cement + sand) or block glue.
// Units per m² = wythes / ((l + j) × (h + j)); mortar = wall volume − volume of the units.
import {
  CEMENT_BAG_KG,
  CEMENT_DENSITY,
  CUSTOM_PER_PALLET,
  GLUE_BAG_KG,
  GLUE_KG_PER_M3,
  JOINT_MM,
  MORTAR_DRY_FACTOR,
  MORTAR_MIX,
  UNITS,
  WYTHES,
} from './constants';
import { line, quantity, withCosts } from './numbers';
import { openingsArea } from './choices';
import type { CalcResult, Line } from './types';
import type { WallInput } from './wall.schema';

export const WALL_WASTE = 5;

/** Unit size (mm), pallet and joint defaults of the chosen material. */
export function unitOf(
  input: Pick<
    WallInput,
    'material' | 'unitLength' | 'unitWidth' | 'unitHeight' | 'perPallet' | 'jointType'
  >,
) {
  if (input.material === 'custom') {
    return {
      size: [input.unitLength ?? 250, input.unitWidth ?? 120, input.unitHeight ?? 65] as const,
      perPallet: input.perPallet ?? CUSTOM_PER_PALLET,
      jointType: input.jointType ?? 'mortar',
    };
  }
  const unit = UNITS[input.material];
  return {
    size: unit.size,
    perPallet: input.perPallet ?? unit.perPallet,
    jointType: input.jointType ?? unit.joint,
  };
}

export function calculateWall(input: WallInput): CalcResult {
  const waste = input.wastePercent ?? WALL_WASTE;
  const unit = unitOf(input);
  const [l, b, h] = unit.size.map((x) => x / 1000) as [number, number, number];
  const jointMm = input.joint ?? JOINT_MM[unit.jointType];
  const j = jointMm / 1000;
  const wythes = WYTHES[input.thickness];

  const gross = input.length * input.height;
  const holes = openingsArea(input.openings);
  const net = gross - holes;
  const thickness = wythes * b + (wythes - 1) * j;
  const perM2 = wythes / ((l + j) * (h + j));
  // Reference rate for masonry with a joint on every face (the classic 394 bricks per m³).
  const perM3 = 1 / ((l + j) * (b + j) * (h + j));
  const units = net * perM2;
  const volume = net * thickness;
  const jointVolume = Math.max(volume - units * l * b * h, 0);

  const lines: Line[] = [
    line({
      id: 'units',
      unit: 'pcs',
      net: units,
      wastePercent: waste,
      mode: 'pieces',
      extra: (total) => quantity('pallets', Math.ceil(total / unit.perPallet), 'pallet'),
    }),
  ];
  if (unit.jointType === 'mortar') {
    const [c, s] = MORTAR_MIX;
    const dry = jointVolume * MORTAR_DRY_FACTOR;
    lines.push(
      line({
        id: 'mortarCement',
        unit: 'kg',
        net: ((dry * c) / (c + s)) * CEMENT_DENSITY,
        wastePercent: waste,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: CEMENT_BAG_KG,
      }),
      line({
        id: 'mortarSand',
        unit: 'm3',
        net: (dry * s) / (c + s),
        wastePercent: waste,
        mode: 'measure',
        step: 0.1,
      }),
    );
  } else {
    lines.push(
      line({
        id: 'glue',
        unit: 'kg',
        net: jointVolume * GLUE_KG_PER_M3,
        wastePercent: waste,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: GLUE_BAG_KG,
      }),
    );
  }
  const costed = withCosts(lines, input.prices);
  return {
    kind: 'wall',
    wastePercent: waste,
    summary: [
      quantity('grossArea', gross, 'm2'),
      quantity('openingsArea', holes, 'm2'),
      quantity('netArea', net, 'm2'),
      quantity('wallThickness', thickness * 1000, 'mm'),
      quantity('masonryVolume', volume, 'm3'),
      quantity('unitsPerM2', perM2, 'pcsPerM2'),
      quantity('unitsPerM3', perM3, 'pcsPerM3'),
      quantity(unit.jointType === 'mortar' ? 'mortarVolume' : 'glueVolume', jointVolume, 'm3'),
      quantity('wastePercent', waste, 'percent'),
    ],
    ...costed,
    warnings: [],
  };
}
