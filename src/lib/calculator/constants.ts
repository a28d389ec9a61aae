// Material constants of the calculator, each with where it comes from. Change a number here and the
// worked examples in the *.test.ts files tell you which results moved.

/** Steel density 7850 kg/m³ → mass of 1 m of bar = π·d²/4·7850 (Ø12 → 0.888 kg/m, as in GOST 5781 tables). */
export const STEEL_DENSITY = 7850;
/** Concrete cover of reinforcement, m (usual 40–50 mm for foundations in contact with soil). */
export const REBAR_COVER = 0.05;

/**
 * Dry volume of concrete ingredients per 1 m³ of wet concrete: 1.54 (the usual "volume method"
 * factor: voids in sand and gravel plus bulking). Cement bulk density 1440 kg/m³, bags of 50 kg.
 */
export const CONCRETE_DRY_FACTOR = 1.54;
export const CEMENT_DENSITY = 1440;
export const CEMENT_BAG_KG = 50;

/** Nominal mixes cement : sand : gravel by volume. 1:1.5:3 ≈ M250, 1:2:4 ≈ M200, 1:3:6 ≈ M100. */
export const MIXES = {
  '1:1.5:3': [1, 1.5, 3],
  '1:2:4': [1, 2, 4],
  '1:3:6': [1, 3, 6],
} as const;
export type Mix = keyof typeof MIXES;

/** Masonry mortar cement : sand 1:4 (≈ M100), dry factor 1.27 for mortar (same volume method). */
export const MORTAR_MIX = [1, 4] as const;
export const MORTAR_DRY_FACTOR = 1.27;
/** Thin-joint glue for aerated/foam blocks: about 1.5 kg of dry mix per m² per 1 mm of joint → 1500 kg per m³ of joint; bags of 25 kg. */
export const GLUE_KG_PER_M3 = 1500;
export const GLUE_BAG_KG = 25;

/**
 * Masonry units: length × width × height in mm (width = the wall thickness of one unit laid
 * lengthwise), whether it is a brick (thickness in bricks) or a block, units per pallet (typical factory pallets; the person can type their own),
 * default joint. Sizes: GOST 530 (bricks 1NF, 1.4NF, 2.1NF), GOST 31360 (aerated blocks).
 */
export const UNITS = {
  brickSingle: { brick: true, size: [250, 120, 65], perPallet: 480, joint: 'mortar' },
  brickThickened: { brick: true, size: [250, 120, 88], perPallet: 352, joint: 'mortar' },
  brickDouble: { brick: true, size: [250, 120, 138], perPallet: 200, joint: 'mortar' },
  aerated600x300x200: { brick: false, size: [600, 300, 200], perPallet: 40, joint: 'glue' },
  aerated600x200x300: { brick: false, size: [600, 200, 300], perPallet: 40, joint: 'glue' },
  aerated600x100x300: { brick: false, size: [600, 100, 300], perPallet: 80, joint: 'glue' },
  foam600x300x200: { brick: false, size: [600, 300, 200], perPallet: 40, joint: 'glue' },
  cinder390x190x188: { brick: false, size: [390, 190, 188], perPallet: 72, joint: 'mortar' },
} as const;
export type UnitPreset = keyof typeof UNITS;
export const CUSTOM_PER_PALLET = 300;
/** Default joints, mm: 10–12 mm for mortar (SNiP III-17), 2–3 mm for block glue. */
export const JOINT_MM = { mortar: 10, glue: 3 } as const;

/** Wall thickness in units across the wall: half a brick = one row of units, one brick = two, … */
export const WYTHES = { half: 1, one: 2, oneAndHalf: 3, two: 4, block: 1 } as const;
export type Thickness = keyof typeof WYTHES;

/**
 * Roof coverings: useful (covering) width and length of a sheet after side and end overlaps, m,
 * from typical manufacturers' data; metal tile and profiled sheet are cut to an ordered length.
 * Bitumen shingles: one pack covers about 3 m². Lowest pitch each covering allows, degrees.
 */
export const COVERINGS = {
  metalTile: {
    kind: 'sheet',
    usefulWidth: 1.1,
    endOverlap: 0.15,
    sheetLength: 2.25,
    cutToLength: true,
    minPitch: 14,
  },
  profiled: {
    kind: 'sheet',
    usefulWidth: 1.1,
    endOverlap: 0.2,
    sheetLength: 2,
    cutToLength: true,
    minPitch: 8,
  },
  slate: {
    kind: 'sheet',
    usefulWidth: 0.98,
    endOverlap: 0.15,
    sheetLength: 1.75,
    cutToLength: false,
    minPitch: 12,
  },
  ondulin: {
    kind: 'sheet',
    usefulWidth: 0.855,
    endOverlap: 0.17,
    sheetLength: 2,
    cutToLength: false,
    minPitch: 6,
  },
  shingles: { kind: 'pack', packArea: 3, minPitch: 12 },
} as const;
export type Covering = keyof typeof COVERINGS;

/** Underlay membrane roll 1.5 × 50 m = 75 m²; with 15 cm overlaps it covers 1.35 × 50 = 67.5 m². */
export const UNDERLAY_ROLL_USEFUL_M2 = 67.5;
/** Roof waste: 10 % for single-slope and gable roofs, 15 % for hip roofs (more cuts at the hips). */
export const ROOF_WASTE = { single: 10, gable: 10, hip: 15 } as const;
export const PITCH_MIN = 1;
export const PITCH_MAX = 75;

/**
 * Tile sizes, mm (length × width), with a usual thickness, pieces per box and adhesive layer.
 * Box contents differ between factories: the person can type theirs.
 */
export const TILES = {
  t300x300: { size: [300, 300], thickness: 8, perBox: 11, layer: 3 },
  t400x400: { size: [400, 400], thickness: 8, perBox: 6, layer: 4 },
  t600x600: { size: [600, 600], thickness: 9, perBox: 4, layer: 5 },
  t300x600: { size: [600, 300], thickness: 9, perBox: 8, layer: 5 },
  t200x300: { size: [300, 200], thickness: 7, perBox: 16, layer: 3 },
  t250x400: { size: [400, 250], thickness: 8, perBox: 14, layer: 4 },
  t150x600: { size: [600, 150], thickness: 9, perBox: 11, layer: 4 },
  t600x1200: { size: [1200, 600], thickness: 10, perBox: 2, layer: 6 },
} as const;
export type TilePreset = keyof typeof TILES;
/** Waste by layout: straight 10 %, diagonal 15 %, herringbone 20 %. */
export const TILE_WASTE = { straight: 10, diagonal: 15, herringbone: 20 } as const;
export type Layout = keyof typeof TILE_WASTE;
/** Cement tile adhesive: about 1.5 kg of dry mix per m² per 1 mm of layer (C1/C2 datasheets); bags of 25 kg. */
export const ADHESIVE_KG_PER_M2_MM = 1.5;
export const ADHESIVE_BAG_KG = 25;
/**
 * Cement grout, kg/m² = (A + B) / (A × B) × C × D × 1.6, A and B tile sides, C tile thickness,
 * D joint (all mm), 1.6 kg/dm³ grout density — the formula grout makers print on the bag. Bags of 2 kg.
 */
export const GROUT_DENSITY = 1.6;
export const GROUT_BAG_KG = 2;
