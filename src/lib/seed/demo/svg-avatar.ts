// Square profile pictures for demo agents (a drawn person, no real face) and agency logos
// (geometric marks). Rendered locally without fonts.
import { createRng } from '@/lib/util/prng';

const BACKGROUNDS = [
  '#dbe9f6',
  '#f6e3d3',
  '#e2f0dc',
  '#efe2f4',
  '#f4efd6',
  '#d9eeee',
  '#f3dada',
  '#e4e4ef',
];
const SKIN = ['#f1c7a5', '#e0ac85', '#c98e66', '#f5d3b8', '#d9a078'];
const HAIR = ['#2b2118', '#3b2a1e', '#15110e', '#5a3b26', '#6b6b6b'];
const CLOTHES = ['#2f4a6d', '#3f6e5a', '#6d3f4f', '#44484f', '#1f5f8b', '#7a5a2f', '#ffffff'];

export function avatarSvg(seed: number, gender: 'm' | 'f'): string {
  const r = createRng(seed);
  const bg = r.pick(BACKGROUNDS);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const parts = [`<rect width="320" height="320" fill="${bg}"/>`];
  if (gender === 'f')
    parts.push(`<path d="M92 150Q92 62 160 60Q228 62 228 150L236 250H84Z" fill="${hair}"/>`);
  parts.push(
    `<path d="M40 320Q46 232 160 226Q274 232 280 320Z" fill="${cloth}"/>`,
    cloth === '#ffffff'
      ? '<path d="M130 230L160 270L190 230" fill="none" stroke="#c8ccd2" stroke-width="4"/>'
      : '<path d="M136 228L160 262L184 228Z" fill="#f2f2f2"/>',
    `<rect x="142" y="190" width="36" height="44" rx="12" fill="${skin}"/>`,
    `<ellipse cx="160" cy="146" rx="58" ry="66" fill="${skin}"/>`,
  );
  if (gender === 'm') {
    // Half of the men wear a doʻppi, the Uzbek skullcap; the others have short hair.
    if (r.chance(0.4))
      parts.push(
        `<path d="M104 118Q106 72 160 70Q214 72 216 118Z" fill="#1d1d1d"/><path d="M124 104l10-12 10 12M176 104l10-12 10 12" stroke="#f4f4f4" stroke-width="4" fill="none"/>`,
      );
    else
      parts.push(
        `<path d="M102 134Q98 74 160 74Q222 74 218 134Q204 100 160 102Q116 100 102 134Z" fill="${hair}"/>`,
      );
    if (r.chance(0.3))
      parts.push(
        `<path d="M122 176Q160 226 198 176Q196 206 160 214Q124 206 122 176Z" fill="${hair}" opacity="0.85"/>`,
      );
  } else {
    parts.push(
      `<path d="M100 140Q100 78 160 76Q220 78 220 140Q196 104 160 106Q124 104 100 140Z" fill="${hair}"/>`,
    );
  }
  parts.push(
    '<circle cx="138" cy="150" r="5" fill="#2a2a2a"/><circle cx="182" cy="150" r="5" fill="#2a2a2a"/>',
    '<path d="M142 182Q160 194 178 182" stroke="#9b5a4a" stroke-width="4" fill="none" stroke-linecap="round"/>',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">${parts.join('')}</svg>`;
}

const LOGO_COLORS = [
  ['#1f5f8b', '#f2a33a'],
  ['#2f6b3a', '#f4d35e'],
  ['#7a2e2e', '#f0e6d2'],
  ['#2d3142', '#4f9dde'],
  ['#0f766e', '#fcd34d'],
  ['#5b3f8c', '#f9a8d4'],
  ['#b45309', '#1e293b'],
  ['#334155', '#f97316'],
];

export function logoSvg(seed: number): string {
  const r = createRng(seed);
  const [main, accent] = LOGO_COLORS[seed % LOGO_COLORS.length]!;
  const kind = r.int(0, 3);
  const marks = [
    `<polygon points="160,70 250,150 226,150 226,240 94,240 94,150 70,150" fill="${accent}"/><rect x="140" y="180" width="40" height="60" fill="${main}"/>`, // house
    `<path d="M96 250V90H112V250ZM104 96H250V110H104ZM230 110V170" stroke="${accent}" stroke-width="10" fill="none"/><rect x="214" y="170" width="32" height="26" fill="${accent}"/><rect x="70" y="240" width="80" height="14" fill="${accent}"/>`, // crane
    `<rect x="90" y="140" width="60" height="110" fill="${accent}"/><rect x="160" y="90" width="70" height="160" fill="${accent}" opacity="0.85"/>${[0, 1, 2, 3].map((i) => `<rect x="176" y="${108 + i * 34}" width="38" height="16" fill="${main}"/>`).join('')}`, // towers
    `<polygon points="160,70 250,240 70,240" fill="none" stroke="${accent}" stroke-width="16"/><polygon points="160,130 206,218 114,218" fill="${accent}"/>`, // triangle
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" rx="${r.chance(0.5) ? 0 : 48}" fill="${main}"/>${marks[kind]}</svg>`;
}
