// Roofing: roof area = plan area with overhangs ÷ cos(pitch), computed per slope; ridge, hips,
// eaves and gable edges; sheets (or shingle packs) from the covering's useful size; underlay rolls.
import { COVERINGS, ROOF_WASTE, UNDERLAY_ROLL_USEFUL_M2 } from './constants';
import { line, quantity, withCosts } from './numbers';
import type { RoofingInput } from './roofing.schema';
import type { CalcResult, Line } from './types';

const RAD = Math.PI / 180;

export function pitchDegrees(input: RoofingInput): number {
  if (input.pitchMode === 'ratio') return Math.atan2(input.rise ?? 0, input.run ?? 1) / RAD;
  return input.pitch ?? 0;
}

export interface Slope {
  shape: 'rectangle' | 'trapezoid' | 'triangle';
  area: number;
}

/** The roof's geometry; every slope has the same pitch. */
export function roofGeometry(input: RoofingInput) {
  const deg = pitchDegrees(input);
  const cos = Math.cos(deg * RAD);
  const tan = Math.tan(deg * RAD);
  const eo = input.eaveOverhang;
  // A hip roof has eaves on all four sides; the others overhang at the gable ends by gableOverhang.
  const Lp = input.length + 2 * (input.roofType === 'hip' ? eo : input.gableOverhang);
  const Wp = input.width + 2 * eo;
  let slopes: Slope[];
  let slopeLength: number;
  let rise: number;
  let ridge = 0;
  let hips = 0;
  let eaves: number;
  let rakes = 0;
  if (input.roofType === 'single') {
    slopeLength = Wp / cos;
    rise = input.width * tan;
    slopes = [{ shape: 'rectangle', area: Lp * slopeLength }];
    eaves = Lp;
    rakes = 2 * slopeLength;
  } else if (input.roofType === 'gable') {
    slopeLength = Wp / 2 / cos;
    rise = (input.width / 2) * tan;
    slopes = [
      { shape: 'rectangle', area: Lp * slopeLength },
      { shape: 'rectangle', area: Lp * slopeLength },
    ];
    ridge = Lp;
    eaves = 2 * Lp;
    rakes = 4 * slopeLength;
  } else {
    const long = Math.max(Lp, Wp);
    const short = Math.min(Lp, Wp);
    const a = short / 2; // horizontal run of every slope
    slopeLength = a / cos;
    rise = (Math.min(input.length, input.width) / 2) * tan;
    ridge = long - short;
    // Two trapezoids along the long sides, two triangles at the short ends (a pyramid when square).
    const trapezoid = ((long + ridge) / 2) * slopeLength;
    const triangle = (short * slopeLength) / 2;
    slopes = [
      { shape: 'trapezoid', area: trapezoid },
      { shape: 'trapezoid', area: trapezoid },
      { shape: 'triangle', area: triangle },
      { shape: 'triangle', area: triangle },
    ];
    // A hip runs from a corner (a, a away from the ridge end in plan) and rises a·tan(pitch).
    hips = 4 * Math.sqrt(2 * a * a + (a * tan) ** 2);
    eaves = 2 * (Lp + Wp);
  }
  const area = slopes.reduce((s, x) => s + x.area, 0);
  return { deg, planArea: Lp * Wp, area, slopes, slopeLength, rise, ridge, hips, eaves, rakes };
}

export function calculateRoofing(input: RoofingInput): CalcResult {
  const waste = input.wastePercent ?? ROOF_WASTE[input.roofType];
  const geometry = roofGeometry(input);
  const covering = COVERINGS[input.covering];
  const lines: Line[] = [];
  if (covering.kind === 'pack') {
    lines.push(
      line({
        id: 'covering',
        unit: 'm2',
        net: geometry.area,
        wastePercent: waste,
        mode: 'packs',
        buyUnit: 'pack',
        packSize: covering.packArea,
      }),
    );
  } else {
    const sheetLength = covering.cutToLength
      ? (input.sheetLength ?? covering.sheetLength)
      : covering.sheetLength;
    const useful = covering.usefulWidth * (sheetLength - covering.endOverlap);
    lines.push(
      line({
        id: 'covering',
        unit: 'sheet',
        net: geometry.area / useful,
        wastePercent: waste,
        mode: 'pieces',
      }),
    );
  }
  lines.push(
    line({
      id: 'underlay',
      unit: 'm2',
      net: geometry.area,
      wastePercent: waste,
      mode: 'packs',
      buyUnit: 'roll',
      packSize: UNDERLAY_ROLL_USEFUL_M2,
    }),
  );

  const warnings = geometry.deg < covering.minPitch ? ['pitchBelowCovering'] : [];
  const costed = withCosts(lines, input.prices);
  return {
    kind: 'roofing',
    wastePercent: waste,
    summary: [
      quantity('pitch', geometry.deg, 'deg'),
      quantity('planArea', geometry.planArea, 'm2'),
      quantity('roofArea', geometry.area, 'm2'),
      ...(geometry.slopes.length > 1
        ? geometry.slopes.map((s, i) => quantity(`slope${i + 1}`, s.area, 'm2'))
        : []),
      quantity('slopeLength', geometry.slopeLength, 'm'),
      quantity('rise', geometry.rise, 'm'),
      // Edges a roof type does not have are left out rather than shown as zero.
      ...[
        quantity('ridgeLength', geometry.ridge, 'm'),
        quantity('hipLength', geometry.hips, 'm'),
        quantity('eaveLength', geometry.eaves, 'm'),
        quantity('rakeLength', geometry.rakes, 'm'),
      ].filter((q) => q.value > 0),
      quantity('wastePercent', waste, 'percent'),
    ],
    ...costed,
    warnings,
  };
}
