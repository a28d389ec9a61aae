// Draws a house as SVG (4:3, 1280×960) for demo galleries: rendered locally, no network, no fonts.
// Roof, storeys, facade and palette vary so a gallery of drawings looks like different designs.
import { createRng } from '@/lib/util/prng';

export type Roof = 'gable' | 'hip' | 'flat' | 'mansard' | 'shed';
export type Facade = 'brick' | 'stone' | 'plaster' | 'wood' | 'concrete' | 'timbered';
export type HouseSpec = {
  floors: number; // 1–5; 4 and more are drawn as a block of flats
  roof: Roof;
  facade: Facade;
  wallColor: string;
  roofColor: string;
  trimColor: string;
  sky: 'day' | 'evening' | 'cloudy';
  arched: boolean;
  columns: boolean;
  garage: boolean;
  bigGlass: boolean;
  mountains: boolean;
  seed: number;
};

const W = 1280;
const H = 960;
const GROUND = 760;

const SKIES = {
  day: ['#5ea8e8', '#cfe8fb'],
  evening: ['#3b4f8a', '#f6b77a'],
  cloudy: ['#9fb3c6', '#e3e9ef'],
} as const;

function patterns(s: HouseSpec): string {
  const line = 'stroke="rgba(0,0,0,0.16)" stroke-width="2"';
  const body: Record<Facade, string> = {
    brick: `<pattern id="wall" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="${s.wallColor}"/>
      <path d="M0 0H48M0 12H48M0 0V12M24 12V24" ${line}/></pattern>`,
    stone: `<pattern id="wall" width="96" height="48" patternUnits="userSpaceOnUse"><rect width="96" height="48" fill="${s.wallColor}"/>
      <rect x="2" y="2" width="40" height="20" rx="5" fill="rgba(255,255,255,0.12)" ${line}/><rect x="46" y="2" width="48" height="20" rx="5" fill="rgba(0,0,0,0.05)" ${line}/>
      <rect x="2" y="26" width="60" height="20" rx="5" fill="rgba(0,0,0,0.06)" ${line}/><rect x="66" y="26" width="28" height="20" rx="5" fill="rgba(255,255,255,0.1)" ${line}/></pattern>`,
    wood: `<pattern id="wall" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${s.wallColor}"/>
      <path d="M0 19H40" stroke="rgba(0,0,0,0.25)" stroke-width="3"/><path d="M0 4H40" stroke="rgba(255,255,255,0.12)" stroke-width="2"/></pattern>`,
    plaster: `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.wallColor}"/><stop offset="1" stop-color="${s.wallColor}" stop-opacity="0.86"/></linearGradient>`,
    concrete: `<pattern id="wall" width="160" height="80" patternUnits="userSpaceOnUse"><rect width="160" height="80" fill="${s.wallColor}"/>
      <path d="M0 0H160M0 0V80" stroke="rgba(0,0,0,0.12)" stroke-width="2"/></pattern>`,
    timbered: `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.wallColor}"/><stop offset="1" stop-color="${s.wallColor}"/></linearGradient>`,
  };
  const [top, bottom] = SKIES[s.sky];
  const glass = s.sky === 'evening' ? ['#ffcf73', '#ffe9b3'] : ['#8fbfe3', '#e6f4fd'];
  return `<defs>${body[s.facade]}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glass[0]}"/><stop offset="1" stop-color="${glass[1]}"/></linearGradient>
  </defs>`;
}

function backdrop(s: HouseSpec, rnd: ReturnType<typeof createRng>): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (s.sky !== 'cloudy')
    out += `<circle cx="${rnd.int(120, 1160)}" cy="${rnd.int(90, 180)}" r="${rnd.int(40, 60)}" fill="${s.sky === 'day' ? '#fff3b0' : '#ffd08a'}" opacity="0.9"/>`;
  for (let i = 0; i < (s.sky === 'cloudy' ? 5 : 2); i++) {
    const x = rnd.int(60, 1200);
    const y = rnd.int(70, 240);
    out += `<g fill="#fff" opacity="${s.sky === 'cloudy' ? 0.85 : 0.7}"><ellipse cx="${x}" cy="${y}" rx="80" ry="26"/><ellipse cx="${x + 50}" cy="${y - 16}" rx="52" ry="26"/><ellipse cx="${x - 46}" cy="${y - 8}" rx="40" ry="20"/></g>`;
  }
  if (s.mountains) {
    const p = [`0,${GROUND - 120}`];
    for (let x = 0; x <= W; x += 160)
      p.push(`${x + 80},${GROUND - rnd.int(200, 330)}`, `${x + 160},${GROUND - rnd.int(110, 170)}`);
    out += `<polygon points="${p.join(' ')} ${W},${GROUND} 0,${GROUND}" fill="#8ea4bd" opacity="0.55"/>`;
  }
  const grass = s.sky === 'evening' ? '#5d7c45' : '#7fae55';
  out += `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${rnd.chance(0.3) ? '#c9b78c' : grass}"/>`;
  out += `<rect y="${GROUND - 3}" width="${W}" height="6" fill="rgba(0,0,0,0.22)"/>`;
  return out;
}

function window(x: number, y: number, w: number, h: number, s: HouseSpec): string {
  const frame = `fill="${s.trimColor}"`;
  if (s.arched) {
    const r = w / 2;
    return `<path d="M${x - 5} ${y + h + 5}V${y + r}a${r + 5} ${r + 5} 0 0 1 ${w + 10} 0V${y + h + 5}Z" ${frame}/>
      <path d="M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}Z" fill="url(#glass)"/>
      <path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + r}H${x + w}" stroke="${s.trimColor}" stroke-width="4"/>`;
  }
  return `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" ${frame}/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
    <path d="M${x + w / 2} ${y}V${y + h}${s.bigGlass ? '' : `M${x} ${y + h * 0.4}H${x + w}`}" stroke="${s.trimColor}" stroke-width="4"/>
    <rect x="${x - 8}" y="${y + h + 3}" width="${w + 16}" height="7" fill="rgba(0,0,0,0.2)"/>`;
}

function roof(s: HouseSpec, x0: number, top: number, hw: number): string {
  const x1 = x0 + hw;
  const c = s.roofColor;
  const shade = 'rgba(0,0,0,0.18)';
  switch (s.roof) {
    case 'flat':
      return `<rect x="${x0 - 12}" y="${top - 34}" width="${hw + 24}" height="34" fill="${c}"/><rect x="${x0 - 12}" y="${top - 6}" width="${hw + 24}" height="6" fill="${shade}"/>`;
    case 'hip': {
      const rh = 130;
      return `<polygon points="${x0 - 34},${top} ${x0 + hw * 0.24},${top - rh} ${x1 - hw * 0.24},${top - rh} ${x1 + 34},${top}" fill="${c}"/>
        <polygon points="${x1 - hw * 0.24},${top - rh} ${x1 + 34},${top} ${x1 - hw * 0.12},${top}" fill="${shade}"/>`;
    }
    case 'mansard': {
      const low = 120;
      return `<polygon points="${x0 - 22},${top} ${x0 + 46},${top - low} ${x1 - 46},${top - low} ${x1 + 22},${top}" fill="${c}"/>
        <polygon points="${x0 + 46},${top - low} ${(x0 + x1) / 2},${top - low - 60} ${x1 - 46},${top - low}" fill="${c}" stroke="${shade}" stroke-width="4"/>
        ${[0.3, 0.7].map((f) => `<rect x="${x0 + hw * f - 34}" y="${top - low + 22}" width="68" height="70" fill="${s.trimColor}"/><rect x="${x0 + hw * f - 26}" y="${top - low + 30}" width="52" height="56" fill="url(#glass)"/>`).join('')}`;
    }
    case 'shed':
      return `<polygon points="${x0 - 30},${top} ${x0 - 30},${top - 40} ${x1 + 30},${top - 150} ${x1 + 30},${top}" fill="${s.wallColor}"/>
        <polygon points="${x0 - 40},${top - 36} ${x1 + 40},${top - 152} ${x1 + 40},${top - 128} ${x0 - 40},${top - 12}" fill="${c}"/>`;
    default: {
      const rh = Math.min(180, hw * 0.3);
      const cx = (x0 + x1) / 2;
      return `<polygon points="${x0 - 36},${top + 4} ${cx},${top - rh} ${x1 + 36},${top + 4}" fill="${c}"/>
        <polygon points="${cx},${top - rh} ${x1 + 36},${top + 4} ${cx},${top + 4}" fill="${shade}"/>
        <circle cx="${cx}" cy="${top - rh * 0.42}" r="${rh * 0.14}" fill="${s.trimColor}"/><circle cx="${cx}" cy="${top - rh * 0.42}" r="${rh * 0.1}" fill="url(#glass)"/>`;
    }
  }
}

function tree(x: number, rnd: ReturnType<typeof createRng>): string {
  const green = rnd.pick(['#3f7d3a', '#4f8f3f', '#2f6b3a', '#5a9a48']);
  if (rnd.chance(0.5)) {
    // terak (poplar): the tall tree of Uzbek streets
    const h = rnd.int(300, 420);
    return `<rect x="${x - 6}" y="${GROUND - 60}" width="12" height="60" fill="#6b4a2f"/><ellipse cx="${x}" cy="${GROUND - 40 - h / 2}" rx="${rnd.int(34, 46)}" ry="${h / 2}" fill="${green}"/>`;
  }
  const r = rnd.int(60, 90);
  return `<rect x="${x - 9}" y="${GROUND - 110}" width="18" height="110" fill="#6b4a2f"/>
    <circle cx="${x}" cy="${GROUND - 110 - r * 0.6}" r="${r}" fill="${green}"/><circle cx="${x - r * 0.6}" cy="${GROUND - 100}" r="${r * 0.6}" fill="${green}"/><circle cx="${x + r * 0.6}" cy="${GROUND - 96}" r="${r * 0.55}" fill="${green}"/>`;
}

export function houseSvg(s: HouseSpec): string {
  const rnd = createRng(s.seed);
  const floors = Math.max(1, Math.min(5, s.floors));
  const fh = [0, 200, 168, 142, 118, 104][floors]!;
  const hw = [0, 700, 610, 560, 520, 500][floors]!;
  const cx = 640 - (s.garage ? 100 : 0);
  const x0 = cx - hw / 2;
  const top = GROUND - floors * fh;
  const parts: string[] = [patterns(s), backdrop(s, rnd)];
  parts.push(tree(rnd.int(70, 150), rnd), tree(rnd.int(1130, 1210), rnd));
  if (s.garage) {
    const gx = x0 + hw;
    parts.push(`<rect x="${gx}" y="${GROUND - 170}" width="210" height="170" fill="url(#wall)"/><rect x="${gx - 6}" y="${GROUND - 186}" width="226" height="20" fill="${s.roofColor}"/>
      <rect x="${gx + 30}" y="${GROUND - 130}" width="150" height="130" fill="#d9dde2"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${gx + 30} ${GROUND - 130 + i * 26}H${gx + 180}" stroke="#aab2bb" stroke-width="3"/>`).join('')}`);
  }
  parts.push(
    `<rect x="${x0}" y="${top}" width="${hw}" height="${GROUND - top}" fill="url(#wall)"/>`,
  );
  if (s.facade === 'timbered') {
    const beams: string[] = [`M${x0} ${top + 6}H${x0 + hw}`];
    for (let f = 1; f < floors; f++) beams.push(`M${x0} ${top + f * fh}H${x0 + hw}`);
    for (let x = x0; x <= x0 + hw + 1; x += hw / 6) beams.push(`M${x} ${top}V${GROUND}`);
    for (let f = 0; f < floors; f++)
      beams.push(
        `M${x0} ${top + (f + 1) * fh}L${x0 + hw / 6} ${top + f * fh}M${x0 + hw} ${top + (f + 1) * fh}L${x0 + (hw * 5) / 6} ${top + f * fh}`,
      );
    parts.push(`<path d="${beams.join('')}" stroke="#4a3222" stroke-width="12" fill="none"/>`);
  }
  // A band between storeys, then the windows of every floor; the door takes the middle slot below.
  const n = Math.max(2, Math.floor(hw / (s.bigGlass ? 170 : 135)));
  const slot = hw / n;
  const ww = s.bigGlass ? slot * 0.78 : Math.min(92, slot * 0.56);
  const door = Math.floor(n / 2);
  for (let f = 0; f < floors; f++) {
    const fy = top + f * fh;
    if (f > 0)
      parts.push(
        `<rect x="${x0 - 6}" y="${fy - 5}" width="${hw + 12}" height="10" fill="${s.trimColor}" opacity="0.85"/>`,
      );
    const ground = f === floors - 1;
    for (let i = 0; i < n; i++) {
      if (ground && i === door) continue;
      const wx = x0 + slot * i + (slot - ww) / 2;
      parts.push(
        window(wx, fy + fh * (s.bigGlass ? 0.12 : 0.22), ww, fh * (s.bigGlass ? 0.72 : 0.5), s),
      );
    }
    if (f === floors - 2 && floors <= 3) {
      const bx = x0 + slot * door;
      parts.push(
        `<rect x="${bx - 10}" y="${fy + fh * 0.72}" width="${slot + 20}" height="10" fill="${s.trimColor}"/>${[0, 1, 2, 3, 4, 5, 6].map((k) => `<rect x="${bx - 4 + (k * (slot + 8)) / 6.2}" y="${fy + fh * 0.72 - 40}" width="5" height="40" fill="${s.trimColor}"/>`).join('')}<rect x="${bx - 10}" y="${fy + fh * 0.72 - 44}" width="${slot + 20}" height="6" fill="${s.trimColor}"/>`,
      );
    }
  }
  const dx = x0 + slot * door + slot / 2;
  const dh = Math.min(150, fh * 0.74);
  parts.push(`<rect x="${dx - 44}" y="${GROUND - dh - 8}" width="88" height="${dh + 8}" fill="${s.trimColor}"/>
    <rect x="${dx - 36}" y="${GROUND - dh}" width="72" height="${dh}" fill="#6e4527"/><circle cx="${dx + 22}" cy="${GROUND - dh / 2}" r="5" fill="#e8c36a"/>
    <polygon points="${dx - 60},${GROUND} ${dx + 60},${GROUND} ${dx + 150},${H} ${dx - 150},${H}" fill="#cfc6b4" opacity="0.9"/>`);
  if (s.columns) {
    const ph = Math.min(fh, 200);
    parts.push(`${[-1, 1].flatMap((side) => [0, 1].map((k) => `<rect x="${dx + side * (70 + k * 46) - 10}" y="${GROUND - ph + 12}" width="20" height="${ph - 12}" fill="#f3efe6" stroke="rgba(0,0,0,0.15)" stroke-width="2"/>`)).join('')}
      <polygon points="${dx - 150},${GROUND - ph + 14} ${dx},${GROUND - ph - 52} ${dx + 150},${GROUND - ph + 14}" fill="#f3efe6" stroke="rgba(0,0,0,0.15)" stroke-width="3"/>`);
  }
  parts.push(roof(s, x0, top, hw));
  if ((s.roof === 'gable' || s.roof === 'hip') && rnd.chance(0.6)) {
    const chx = x0 + hw * 0.72;
    parts.push(
      `<rect x="${chx}" y="${top - 120}" width="34" height="80" fill="#8a5a44"/><rect x="${chx - 4}" y="${top - 126}" width="42" height="10" fill="#5b3b2c"/>`,
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(
      `<ellipse cx="${x0 + 30 + (i * (hw - 60)) / 4}" cy="${GROUND - 6}" rx="${rnd.int(28, 44)}" ry="${rnd.int(16, 26)}" fill="#4d8a3c"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}
