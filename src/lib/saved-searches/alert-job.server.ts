// Saved-search alerts every ALERT_EVERY_MS, once across all server processes (cluster-job.server.ts:
// an advisory lock and app_state's last run), so an instant alert leaves within a minute of the
// activation and a daily digest within a minute of 09:00 Tashkent. Both steps are once-only on
// their own too (unique alert pairs, claimed deliveries), so even overlapping passes never send
// anything twice.
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { deliverAlerts } from './deliver.server';
import { matchActivations } from './match.server';

export const ALERT_EVERY_MS = 20_000;

/** One pass at `now` (tests set the clock): match new activations, then deliver what is due. */
export async function runSavedSearchAlerts(now = new Date()): Promise<void> {
  await matchActivations(now);
  await deliverAlerts(now);
}

export const savedSearchAlertJob: ClusterJob = {
  name: 'saved-search-alerts',
  everyMs: ALERT_EVERY_MS,
  run: () => runSavedSearchAlerts(),
};
