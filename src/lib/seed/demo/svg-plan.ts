// Draws a floor plan as SVG (4:3, 1280×960): the "documentation" image of a design project.
// Rooms come from recursive splits of the outline, so every seed gives a different layout.
import { createRng, type Rng } from '@/lib/util/prng';

type Box = { x: number; y: number; w: number; h: number };

function split(box: Box, depth: number, rnd: Rng, out: Box[]) {
  const canSplit = depth > 0 && (box.w > 260 || box.h > 220);
  if (!canSplit) {
    out.push(box);
    return;
  }
  const vertical = box.w / box.h > 1.1 || (box.w / box.h > 0.8 && rnd.chance(0.5));
  const f = 0.35 + rnd.next() * 0.3;
  if (vertical) {
    const w1 = Math.round(box.w * f);
    split({ ...box, w: w1 }, depth - 1, rnd, out);
    split({ ...box, x: box.x + w1, w: box.w - w1 }, depth - 1, rnd, out);
  } else {
    const h1 = Math.round(box.h * f);
    split({ ...box, h: h1 }, depth - 1, rnd, out);
    split({ ...box, y: box.y + h1, h: box.h - h1 }, depth - 1, rnd, out);
  }
}

function furniture(r: Box, rnd: Rng): string {
  if (r.w < 150 || r.h < 130) return '';
  const kind = rnd.int(0, 3);
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const line = 'fill="none" stroke="#7f95ab" stroke-width="3"';
  if (kind === 0)
    return `<rect x="${cx - 50}" y="${cy - 65}" width="100" height="130" rx="8" ${line}/><rect x="${cx - 40}" y="${cy - 57}" width="80" height="26" rx="6" ${line}/>`; // bed
  if (kind === 1)
    return `<circle cx="${cx}" cy="${cy}" r="38" ${line}/>${[0, 90, 180, 270].map((a) => `<circle cx="${cx + 58 * Math.cos((a * Math.PI) / 180)}" cy="${cy + 58 * Math.sin((a * Math.PI) / 180)}" r="13" ${line}/>`).join('')}`; // table
  if (kind === 2)
    return `<rect x="${r.x + 24}" y="${r.y + 24}" width="${Math.min(200, r.w - 48)}" height="44" rx="6" ${line}/>`; // kitchen counter
  return `<rect x="${cx - 80}" y="${cy - 30}" width="160" height="60" rx="14" ${line}/><rect x="${cx - 80}" y="${cy - 30}" width="160" height="18" rx="8" ${line}/>`; // sofa
}

export function planSvg(seed: number, blueprint = false): string {
  const rnd = createRng(seed);
  const paper = blueprint ? '#1f4e82' : '#f5f8fb';
  const wall = blueprint ? '#eaf2fb' : '#2e4156';
  const grid = blueprint ? 'rgba(255,255,255,0.12)' : 'rgba(70,120,170,0.12)';
  const outline: Box = { x: 170, y: 140, w: rnd.int(820, 940), h: rnd.int(600, 680) };
  const rooms: Box[] = [];
  split(outline, 3, rnd, rooms);
  const parts: string[] = [
    `<defs><pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="${grid}" stroke-width="2"/></pattern></defs>`,
    `<rect width="1280" height="960" fill="${paper}"/><rect width="1280" height="960" fill="url(#grid)"/>`,
  ];
  for (const r of rooms) {
    parts.push(
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${blueprint ? 'rgba(255,255,255,0.04)' : rnd.pick(['#fdfaf3', '#f3f7fb', '#f8f3ee'])}" stroke="${wall}" stroke-width="8"/>`,
    );
    if (!blueprint) parts.push(furniture(r, rnd));
    // A door: a gap in the left or top wall with its swing.
    const onLeft = r.x > outline.x + 5 && (r.y === outline.y || rnd.chance(0.5));
    if (onLeft)
      parts.push(
        `<rect x="${r.x - 6}" y="${r.y + 30}" width="12" height="70" fill="${paper}"/><path d="M${r.x} ${r.y + 30}A70 70 0 0 1 ${r.x + 70} ${r.y + 100}L${r.x} ${r.y + 100}" fill="none" stroke="${wall}" stroke-width="2"/>`,
      );
    else if (r.y > outline.y + 5)
      parts.push(
        `<rect x="${r.x + 30}" y="${r.y - 6}" width="70" height="12" fill="${paper}"/><path d="M${r.x + 30} ${r.y}A70 70 0 0 0 ${r.x + 100} ${r.y + 70}L${r.x + 100} ${r.y}" fill="none" stroke="${wall}" stroke-width="2"/>`,
      );
  }
  parts.push(
    `<rect x="${outline.x}" y="${outline.y}" width="${outline.w}" height="${outline.h}" fill="none" stroke="${wall}" stroke-width="18"/>`,
  );
  // Windows on the outer walls, and dimension lines outside (no text: no fonts needed).
  for (let x = outline.x + 90; x < outline.x + outline.w - 120; x += rnd.int(170, 230)) {
    parts.push(
      `<rect x="${x}" y="${outline.y - 9}" width="90" height="18" fill="${paper}" stroke="${wall}" stroke-width="3"/><path d="M${x} ${outline.y}H${x + 90}" stroke="${wall}" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${x}" y="${outline.y + outline.h - 9}" width="90" height="18" fill="${paper}" stroke="${wall}" stroke-width="3"/>`,
    );
  }
  const dim = blueprint ? '#cfe3f7' : '#6d849b';
  parts.push(
    `<path d="M${outline.x} ${outline.y - 60}H${outline.x + outline.w}M${outline.x} ${outline.y - 74}V${outline.y - 46}M${outline.x + outline.w} ${outline.y - 74}V${outline.y - 46}" stroke="${dim}" stroke-width="3"/>`,
  );
  parts.push(
    `<path d="M${outline.x - 60} ${outline.y}V${outline.y + outline.h}M${outline.x - 74} ${outline.y}H${outline.x - 46}M${outline.x - 74} ${outline.y + outline.h}H${outline.x - 46}" stroke="${dim}" stroke-width="3"/>`,
  );
  parts.push(
    `<g transform="translate(1150 ${outline.y + 20})"><circle r="34" fill="none" stroke="${dim}" stroke-width="3"/><polygon points="0,-30 10,6 0,0 -10,6" fill="${dim}"/></g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">${parts.join('')}</svg>`;
}
