// Work to do when the process stops (SIGTERM/SIGINT, src/server/graceful.ts), in two phases:
// - `whenDraining`: at once, as new connections stop — e.g. ending the live message streams, which
//   would otherwise hold the process until the timeout (messages/live/hub.server.ts);
// - `beforeDatabaseCloses`: once the requests in flight are answered, before the database closes
//   (bootstrap.server.ts) — e.g. the project views held in memory (projects/read/views.server.ts).
// Kept on globalThis: the Astro bundle registers, the server entry's copy of this module runs.
import { log } from './log.server';

const DRAIN = Symbol.for('marketplace.whenDraining');
const KEY = Symbol.for('marketplace.beforeDatabaseCloses');
type Task = () => Promise<void>;
const g = globalThis as unknown as { [KEY]?: Task[]; [DRAIN]?: Task[] };

export function whenDraining(task: Task): void {
  (g[DRAIN] ??= []).push(task);
}

export function beforeDatabaseCloses(task: Task): void {
  (g[KEY] ??= []).push(task);
}

/** Runs every task; one failing does not stop the others or the shutdown. */
async function runAll(tasks: Task[] | undefined): Promise<void> {
  const results = await Promise.allSettled((tasks ?? []).map((task) => task()));
  for (const r of results) if (r.status === 'rejected') log.error('Shutdown task failed', r.reason);
}

export const runWhenDraining = () => runAll(g[DRAIN]);
export const runBeforeDatabaseCloses = () => runAll(g[KEY]);
