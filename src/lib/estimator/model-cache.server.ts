// The trained model lives in memory with the catalog version it was trained on. A request looks
// at the version at most once a minute and retrains only when it changed; one training at a time
// (concurrent requests share it), and a failed check keeps the old model rather than failing requests.
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { log } from '@/lib/platform/log.server';
import { catalogVersion, loadCatalog } from './load-catalog.server';
import { trainModel } from '@/lib/estimator/model/train-model';
import type { EstimatorModel } from '@/lib/estimator/model/types';

export const CHECK_INTERVAL_MS = 60_000;

export interface TrainedModel {
  model: EstimatorModel;
  version: string;
  trainedAt: string;
  trainingMs: number;
}

type State = {
  current?: TrainedModel;
  checkedAt: number;
  pending?: Promise<TrainedModel> | undefined;
};
let kept: State = { checkedAt: 0 };
const state = (): State => kept;

export async function trainFromDatabase(database: Db): Promise<TrainedModel> {
  const version = await catalogVersion(database);
  const { projects, rates } = await loadCatalog(database);
  const t0 = performance.now();
  const model = trainModel(projects, rates);
  const trainingMs = Math.round(performance.now() - t0);
  return { model, version, trainedAt: new Date().toISOString(), trainingMs };
}

async function refresh(database: Db, cacheState: State): Promise<TrainedModel> {
  const version = await catalogVersion(database);
  if (cacheState.current && cacheState.current.version === version) return cacheState.current;
  const trained = await trainFromDatabase(database);
  log.info(
    `estimator: trained on ${trained.model.construction.n} construction and ${trained.model.design.n} design examples in ${trained.trainingMs} ms`,
  );
  cacheState.current = trained;
  return trained;
}

/** The current model; retrains when the catalog changed (checked at most once per CHECK_INTERVAL_MS). */
export async function getModel(opts: { database?: Db; now?: number } = {}): Promise<TrainedModel> {
  const current = state();
  const now = opts.now ?? Date.now();
  if (current.current && now - current.checkedAt < CHECK_INTERVAL_MS) return current.current;
  if (!current.pending) {
    current.checkedAt = now;
    current.pending = refresh(opts.database ?? defaultDb(), current).finally(() => {
      current.pending = undefined;
    });
  }
  try {
    return await current.pending;
  } catch (e) {
    if (!current.current) throw e;
    log.warn(`estimator: keeping the previous model, the check failed: ${String(e)}`);
    return current.current;
  }
}

/** Forgets the model (tests; an admin edit of the rates may call it to skip the minute's wait). */
export function resetModel() {
  kept = { checkedAt: 0 };
}
