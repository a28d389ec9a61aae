// Work that must reach the database before it closes on SIGTERM/SIGINT (bootstrap.server.ts runs
// these first), e.g. the project views held in memory (projects/read/views.server.ts). Kept on
// globalThis: the Astro bundle registers, the copy of bootstrap loaded by scripts/serve.ts runs.
const KEY = Symbol.for('marketplace.beforeDatabaseCloses');
const g = globalThis as unknown as { [KEY]?: Array<() => Promise<void>> };

export function beforeDatabaseCloses(task: () => Promise<void>): void {
  (g[KEY] ??= []).push(task);
}

/** Runs every registered task; one failing does not stop the others or the shutdown. */
export async function runBeforeDatabaseCloses(): Promise<void> {
  const results = await Promise.allSettled((g[KEY] ?? []).map((task) => task()));
  for (const r of results)
    if (r.status === 'rejected') console.error('Shutdown task failed', r.reason);
}
