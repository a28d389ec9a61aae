// Work to do when the process stops (SIGTERM/SIGINT, src/server/graceful.ts), in two phases:
// - `whenDraining`: at once, as new connections stop — e.g. ending the live message streams, which
//   would otherwise hold the process until the timeout (messages/live/hub.server.ts);
// - `beforeDatabaseCloses`: once the requests in flight are answered, before the database closes
//   (bootstrap.server.ts) — e.g. the project views held in memory (projects/read/views.server.ts).
import { log } from './log.server';

type Task = () => Promise<void>;
const draining: Task[] = [];
const beforeClose: Task[] = [];

export function whenDraining(task: Task): void {
  draining.push(task);
}

export function beforeDatabaseCloses(task: Task): void {
  beforeClose.push(task);
}

/** Runs every task; one failing does not stop the others or the shutdown. */
async function runAll(tasks: Task[]): Promise<void> {
  const results = await Promise.allSettled(tasks.map((task) => task()));
  for (const r of results) if (r.status === 'rejected') log.error('Shutdown task failed', r.reason);
}

export const runWhenDraining = () => runAll(draining);
export const runBeforeDatabaseCloses = () => runAll(beforeClose);
