// Where the count of each place goes beside its point on a static map that scales with its width
// (the directories' map, docs/map.md "Directories"): neighbouring centres (Tashkent city and
// region, the Fergana valley) are a few pixels apart on a phone, and links that overlap fail as
// touch targets. Placed once for the narrowest map; a wider map only moves the points apart, so
// the labels, fixed in pixels, stay apart too.

/** A label's box relative to its point, in pixels. */
export type LabelBox = { dx: number; dy: number; w: number; h: number };

const H = 28;
// Beside the point first, then diagonal, then farther out.
const SPOTS: [number, number][] = [
  [0, -22],
  [22, 0],
  [-22, 0],
  [0, 22],
  [20, -20],
  [-20, -20],
  [20, 20],
  [-20, 20],
  [0, -52],
  [0, 52],
  [-50, 0],
  [50, 0],
];

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
type Box = { x: number; y: number; w: number; h: number };

/**
 * Label boxes for points given as percentages of a map `width` × `width * aspect` px, each label
 * `text` long, in the points' order (the first placed first): the first spot that overlaps no
 * label placed before and stays inside the map, or beside the point when none does.
 */
export function placeLabels(
  points: { left: number; top: number; text: string }[],
  width: number,
  aspect: number,
): LabelBox[] {
  const height = width * aspect;
  const placed: Box[] = [];
  return points.map((p) => {
    const w = Math.max(H, 12 + 8 * p.text.length);
    const x = (p.left / 100) * width;
    const y = (p.top / 100) * height;
    const boxAt = ([cx, cy]: [number, number]): Box => ({
      x: x + cx - w / 2,
      y: y + cy - H / 2,
      w,
      h: H,
    });
    const fits = (b: Box) =>
      b.x >= 0 &&
      b.y >= 0 &&
      b.x + b.w <= width &&
      b.y + b.h <= height &&
      placed.every((o) => !overlaps(o, b));
    const spot = SPOTS.find((s) => fits(boxAt(s))) ?? SPOTS[0]!;
    const box = boxAt(spot);
    placed.push(box);
    return { dx: box.x - x, dy: box.y - y, w, h: H };
  });
}
