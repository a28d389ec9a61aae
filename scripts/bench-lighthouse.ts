// Lighthouse part of the bench: Lighthouse's default config (mobile, simulated Slow 4G and 4× CPU
// slowdown), performance only, each page run `runs` times in a fresh headless Chromium tab; prints
// the median performance score, LCP, TBT and the script bytes as transferred (brotli). Skipped when
// no Chromium is installed. It asserts nothing (docs/performance.md#measuring).
// Also runnable alone against a server that is already up:
//   node --import tsx scripts/bench-lighthouse.ts http://127.0.0.1:4321 / /projects …
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LighthouseRow = {
  path: string;
  score: number;
  'LCP s': number;
  'TBT ms': number;
  'FCP s': number;
  'script KB': number;
  /** What Lighthouse names as the LCP element, for finding what delays it. */
  lcpElement?: string | undefined;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

function scriptBytes(lhr: Lhr): number {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as {
    resourceType: string;
    transferSize: number;
  }[];
  return items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
}

function lcpElement(lhr: Lhr): string | undefined {
  // Lighthouse 13 names the element in its LCP breakdown insight (a `node` item beside the table).
  const items = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) as {
    type?: string;
    selector?: string;
  }[];
  return items.find((i) => i.type === 'node')?.selector;
}

export async function lighthouseMedians(
  base: string,
  pathnames: string[],
  runs = Number(process.env.BENCH_LH_RUNS ?? 3),
): Promise<LighthouseRow[] | null> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
    return null;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The flags of playwright.config.ts: no sandbox as root, no GPU, no background traffic.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const pathname of pathnames) {
      const lhrs: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(base + pathname, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (result) lhrs.push(result.lhr as unknown as Lhr);
      }
      if (!lhrs.length) continue;
      const num = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN));
      rows.push({
        path: pathname,
        score: median(lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100))),
        'LCP s': +(num('largest-contentful-paint') / 1000).toFixed(2),
        'TBT ms': Math.round(num('total-blocking-time')),
        'FCP s': +(num('first-contentful-paint') / 1000).toFixed(2),
        'script KB': +(median(lhrs.map(scriptBytes)) / 1024).toFixed(1),
        lcpElement: lcpElement(lhrs[0]!),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [base, ...paths] = process.argv.slice(2);
  lighthouseMedians(base ?? 'http://127.0.0.1:4321', paths.length ? paths : ['/'])
    .then((rows) => rows && console.table(rows))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
