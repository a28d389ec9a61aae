// Illustrations for demo news and life hacks (4:3, no fonts): one simple scene per topic kind.
import { houseSvg } from './svg-house';
import { planSvg } from './svg-plan';
import { createRng } from '@/lib/util/prng';

export type ArticleArt =
  | 'crane'
  | 'solar'
  | 'blueprint'
  | 'bricks'
  | 'mortgage'
  | 'cement'
  | 'tools'
  | 'insulation'
  | 'seismic'
  | 'water';

const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960"><rect width="1280" height="960" fill="${bg}"/>${body}</svg>`;

const house = (seed: number, overlay = '') =>
  houseSvg({
    floors: 2,
    roof: 'gable',
    facade: 'plaster',
    wallColor: '#f1e4c8',
    roofColor: '#3b5b7a',
    trimColor: '#ffffff',
    sky: 'day',
    arched: false,
    columns: false,
    garage: false,
    bigGlass: false,
    mountains: true,
    seed,
  }).replace('</svg>', `${overlay}</svg>`);

export function articleSvg(art: ArticleArt, seed: number): string {
  const r = createRng(seed);
  switch (art) {
    case 'solar': {
      // Panels on the right slope of the drawn gable roof.
      const panels = [0, 1, 2]
        .map(
          (i) =>
            `<polygon points="${700 + i * 52},${228 + i * 26} ${748 + i * 52},${252 + i * 26} ${748 + i * 52},${316 + i * 26} ${700 + i * 52},${292 + i * 26}" fill="#1e3a5f" stroke="#9cc3e6" stroke-width="3"/>`,
        )
        .join('');
      return house(seed, panels);
    }
    case 'mortgage':
      return house(
        seed,
        `<g transform="translate(980 560) rotate(-30)"><circle r="70" fill="none" stroke="#e5b93c" stroke-width="26"/><rect x="60" y="-14" width="220" height="28" fill="#e5b93c"/><rect x="220" y="14" width="24" height="50" fill="#e5b93c"/><rect x="170" y="14" width="24" height="38" fill="#e5b93c"/></g>`,
      );
    case 'blueprint':
      return planSvg(seed, true);
    case 'crane': {
      const floors = r.int(5, 8);
      const building = Array.from(
        { length: floors },
        (_, i) =>
          `<rect x="420" y="${760 - (i + 1) * 70}" width="380" height="64" fill="${i === floors - 1 ? '#b7c2cc' : '#d5dde3'}"/>${[0, 1, 2, 3].map((k) => `<rect x="${446 + k * 90}" y="${772 - (i + 1) * 70}" width="56" height="34" fill="#6d8fb0"/>`).join('')}`,
      ).join('');
      return frame(
        '#bcdcf4',
        `<rect y="760" width="1280" height="200" fill="#c9b78c"/>${building}
        <path d="M940 760V150M900 760V150M900 150H960M260 170H1060M940 170L1060 170" stroke="#f2a33a" stroke-width="18" fill="none"/>
        ${Array.from({ length: 12 }, (_, i) => `<path d="M900 ${760 - i * 50}L940 ${710 - i * 50}" stroke="#f2a33a" stroke-width="6"/>`).join('')}
        <path d="M360 170V420" stroke="#333" stroke-width="4"/><rect x="320" y="420" width="80" height="40" fill="#7a5a3c"/><rect x="1010" y="170" width="50" height="60" fill="#555"/>`,
      );
    }
    case 'bricks': {
      const rows = Array.from({ length: 8 }, (_, y) =>
        Array.from(
          { length: 7 },
          (_, x) =>
            `<rect x="${330 + x * 92 + (y % 2) * 46}" y="${700 - y * 46}" width="86" height="40" rx="4" fill="${r.pick(['#b5563a', '#a84b31', '#c0643f', '#9c4530'])}"/>`,
        ).join(''),
      ).join('');
      return frame(
        '#f3eadb',
        `${rows}<polygon points="1020,780 1140,700 1180,740 1060,820" fill="#8d99a6"/><rect x="1100" y="640" width="20" height="90" fill="#6b4a2f" transform="rotate(-30 1110 700)"/>`,
      );
    }
    case 'cement': {
      const bag = (x: number, y: number) =>
        `<path d="M${x} ${y}h180l10 220h-200z" fill="#d8d2c4" stroke="#9a917d" stroke-width="4"/><rect x="${x + 30}" y="${y + 70}" width="120" height="70" fill="${r.pick(['#2f6b3a', '#1f5f8b', '#b45309'])}"/>`;
      return frame(
        '#e9eef2',
        `<rect y="780" width="1280" height="180" fill="#b9b2a2"/>${bag(300, 560)}${bag(520, 560)}${bag(740, 560)}${bag(410, 330)}${bag(630, 330)}`,
      );
    }
    case 'tools':
      return frame(
        '#f4efe4',
        `<g transform="rotate(-25 640 480)"><rect x="600" y="240" width="40" height="440" rx="12" fill="#8b5a2b"/><rect x="520" y="200" width="200" height="70" rx="10" fill="#5b6470"/></g>
        <g transform="rotate(30 640 480)"><polygon points="560,540 760,540 660,760" fill="#aab4be"/><rect x="648" y="360" width="24" height="190" fill="#8b5a2b"/></g>
        <rect x="200" y="760" width="880" height="30" rx="10" fill="#f2a33a"/>${Array.from({ length: 18 }, (_, i) => `<rect x="${214 + i * 48}" y="760" width="4" height="${i % 2 ? 14 : 22}" fill="#333"/>`).join('')}`,
      );
    case 'insulation':
      return frame(
        '#eef3f7',
        ['#b5563a', '#f5e27a', '#f5e27a', '#d9dde2', '#f0ece4']
          .map(
            (c, i) =>
              `<rect x="${360 + i * 110}" y="180" width="${i === 1 || i === 2 ? 110 : 100}" height="600" fill="${c}"/>`,
          )
          .join('') +
          '<path d="M250 300q-60 60 0 120t0 120" stroke="#e4572e" stroke-width="16" fill="none"/><path d="M1020 300q60 60 0 120t0 120" stroke="#4f9dde" stroke-width="16" fill="none"/>',
      );
    case 'seismic':
      return frame(
        '#f2f5f8',
        `<rect x="520" y="220" width="240" height="480" fill="#c9d3dc" transform="rotate(-3 640 700)"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${550 + (i % 2) * 110}" y="${250 + Math.floor(i / 2) * 140}" width="70" height="90" fill="#6d8fb0" transform="rotate(-3 640 700)"/>`).join('')}
        <path d="M80 760${Array.from({ length: 14 }, (_, i) => `l40 ${i % 2 ? 60 : -60}l40 ${i % 2 ? -60 : 60}`).join('')}" stroke="#e4572e" stroke-width="10" fill="none"/><rect y="800" width="1280" height="160" fill="#b9a98a"/>`,
      );
    default:
      return frame(
        '#e6f2fb',
        `<path d="M640 220C560 360 500 440 500 520a140 140 0 0 0 280 0C780 440 720 360 640 220Z" fill="#4f9dde"/>
        <path d="M200 720H520V660H760V720H1080" stroke="#7d8b99" stroke-width="40" fill="none"/><rect x="600" y="620" width="80" height="40" fill="#5b6470"/>`,
      );
  }
}
