// Prints the AI estimator's held-out error: what it trains on, the settings cross-validation chose,
// and the median / 80th-percentile absolute percentage error of nested 5-fold cross-validation with
// fixed folds, next to the rates table alone and the rates table times one learned constant.
//
//   node_modules/.bin/node --import tsx scripts/estimator-eval.ts            the database of DATA_DIR / DATABASE_URL
//   node_modules/.bin/node --import tsx scripts/estimator-eval.ts --fresh    a temporary PGlite with the demo data
//   node_modules/.bin/node --import tsx scripts/estimator-eval.ts --synthetic  the unit tests' fixed synthetic catalog
//
// The numbers are the ones the estimator page shows as "typical error ±N%".
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { config } from '@/lib/config.server';
import { openDatabase, type Db } from '@/lib/db/client.server';
import { lockDataDir } from '@/lib/db/data-lock.server';
import { loadCatalog } from '@/lib/estimator/load-catalog.server';
import { trainModel } from '@/lib/estimator/model/train-model';
import { syntheticProjects, syntheticRates } from '@/lib/estimator/model/testing/synthetic';
import type { CatalogProject, Rate, TargetModel } from '@/lib/estimator/model/types';
import { seedAll } from '@/lib/seed/index.server';

const args = new Set(process.argv.slice(2));
const pct = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '   —  ' : `${(v * 100).toFixed(1).padStart(5)}%`;

async function fromDatabase(
  fresh: boolean,
): Promise<{ source: string; projects: CatalogProject[]; rates: Rate[] }> {
  if (fresh) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const handle = await openDatabase({ pglite: client });
    await handle.migrate();
    // Pictures are drawn but not kept: the estimator needs only the rows.
    const store = {
      put: async () => {},
      remove: async () => {},
      read: async () => null,
      open: async () => null,
      copy: async () => {},
    };
    await seedAll(handle.db as Db, { log: () => {}, demo: true, store });
    const data = await loadCatalog(handle.db);
    await handle.close();
    return { source: 'a fresh temporary PGlite with the demo data', ...data };
  }
  const cfg = config();
  const release = cfg.DATABASE_URL ? () => {} : lockDataDir(cfg.dataDir);
  try {
    const handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
    try {
      await handle.migrate();
      const data = await loadCatalog(handle.db);
      return {
        source: cfg.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${cfg.dataDir}`,
        ...data,
      };
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

function report(name: string, tm: TargetModel) {
  console.log(`\n${name}: ${tm.n} training examples`);
  if (!tm.learned || !tm.metrics) {
    console.log(
      '  too few examples to learn or to measure: the estimate is the prior times one constant, range ±25%',
    );
    return;
  }
  const metrics = tm.metrics;
  console.log(
    `  chosen by cross-validation: λ = ${tm.lambda}, nearest-neighbour weight α = ${tm.alpha}`,
  );
  console.log(`  learned constant: ×${Math.exp(tm.fit.intercept).toFixed(3)} on the prior`);
  console.log(
    `  held-out (nested ${metrics.folds}-fold CV, fixed folds), absolute % error of the price:`,
  );
  console.log(`                                  median     mean      p80`);
  console.log(
    `    estimator                    ${pct(metrics.mdape)}   ${pct(metrics.meanApe)}   ${pct(metrics.p80)}`,
  );
  console.log(`    prior alone (rates/rule)     ${pct(metrics.baselinePrior)}`);
  console.log(`    prior × learned constant     ${pct(metrics.baselineCalibrated)}`);
  console.log(
    `  range shown (10th–90th percentile of held-out residuals): ×${Math.exp(tm.residualLow).toFixed(2)} – ×${Math.exp(tm.residualHigh).toFixed(2)}`,
  );
}

const synthetic = args.has('--synthetic');
const data = synthetic
  ? {
      source: 'the fixed synthetic catalog of the unit tests (200 projects)',
      projects: syntheticProjects(200),
      rates: syntheticRates(),
    }
  : await fromDatabase(args.has('--fresh'));

const t0 = performance.now();
const model = trainModel(data.projects, data.rates);
const ms = performance.now() - t0;

console.log(`AI design estimator — held-out error`);
console.log(`data: ${data.source}`);
console.log(
  `active projects: ${data.projects.length}; rates rows: ${data.rates.length}; training took ${ms.toFixed(0)} ms`,
);
for (const [target, ex] of Object.entries(model.excluded)) {
  console.log(
    `  not used for ${target}: ${ex.rent} rentals, ${ex.notHouse} not houses/villas, ${ex.noPrice} without a price, ${ex.tooSmall} under 20 m², ${ex.outlier} implausible prices`,
  );
}
report(
  'Construction cost (built houses and villas for sale, against turnkey rates)',
  model.construction,
);
report('Design documentation (design-only houses and villas)', model.design);
