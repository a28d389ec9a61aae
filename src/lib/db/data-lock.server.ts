// PGlite has no lock of its own: two processes on one data folder silently lose commits.
// The server therefore holds an exclusive lock file; a second server refuses to start
// (docs/decisions/003-data-lock.md).
// - The lock file names its holder by pid *and* process start time (field 22 of /proc/<pid>/stat)
//   plus a random token: after a restart (in containers especially) the pid of a dead server is
//   often reused by an unrelated process, which must not keep the folder locked.
// - Taking the lock is one atomic step: the record is written to a temporary file and hard-linked
//   to the lock path (link fails if the path exists), so the lock file is never seen half-written.
// - Removing a stale lock is guarded by a claim on that very record (a file named after a hash of
//   it, again made by link): only the claim holder may delete it, and only while the lock path
//   still holds that stale record. So of several servers starting together, exactly one wins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isLive, processStart, readHolder, type Holder } from './lock-holder.server';

export class DataDirLockedError extends Error {}

const MAX_TRIES = 200;

/** Takes the lock or throws DataDirLockedError. Returns a release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const record = newRecord();
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    if (createExclusive(file, record)) return releaser(file, record);
    const holder = readHolder(file);
    if (!holder) continue; // released a moment ago
    if (isLive(holder)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another server (pid ${holder.pid}). ` +
          'Stop it first, or set DATA_DIR to another folder. Two servers on one PGlite folder would lose data.',
      );
    }
    removeStale(file, holder);
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: other servers keep starting on it`);
}

/** This process's record: pid, start time (null where /proc is missing) and a unique token. */
function newRecord(): string {
  return JSON.stringify({
    pid: process.pid,
    start: processStart(process.pid),
    token: crypto.randomBytes(12).toString('hex'),
  });
}

/** Creates `file` holding `record` unless it exists: write a temporary file, then link it. */
function createExclusive(file: string, record: string): boolean {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, record, { flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Deletes `file` if it still holds the stale record `stale`. Only the holder of the claim on that
 * record deletes it, so a server that read the stale record late can never delete the fresh lock
 * another server has linked in its place. A claim left by a server that died while holding it is
 * itself stale and removed the same way.
 */
function removeStale(file: string, stale: Holder): void {
  const claim = `${file}.takeover-${stale.id}`;
  const record = newRecord();
  if (!createExclusive(claim, record)) {
    const claimer = readHolder(claim);
    if (!claimer) return;
    if (isLive(claimer))
      pause(5); // another server is taking it over right now
    else removeStale(claim, claimer);
    return;
  }
  try {
    if (readHolder(file)?.raw === stale.raw) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

function releaser(file: string, record: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (fs.readFileSync(file, 'utf8') === record) fs.unlinkSync(file);
    } catch {
      /* gone */
    }
  };
}

/** A synchronous pause: the lock is taken before the server does anything else. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
