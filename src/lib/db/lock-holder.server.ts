// Who holds a lock file (data-lock.server.ts) and whether that holder is still running. A pid alone
// cannot tell: after a restart the pid of a dead server is often reused by an unrelated process,
// so the record also carries the process start time, which a reused pid does not share.
import crypto from 'node:crypto';
import fs from 'node:fs';

export type Holder = {
  /** the file's text, compared before a stale lock is deleted */
  raw: string;
  /** a short hash of `raw`, naming the claim on this very record */
  id: string;
  pid: number;
  /** start time as recorded; null where it was unknown, undefined in pid-only records of old versions */
  start: string | null | undefined;
};

/** The state and start time (clock ticks since boot) of a process, from /proc; null without it. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count from after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! }; // fields 3 and 22
  } catch {
    return null;
  }
}

/** The start time of a process (field 22 of /proc/<pid>/stat), or null where /proc is missing. */
export function processStart(pid: number): string | null {
  return procStat(pid)?.start ?? null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.state !== 'Z'; // a zombie has exited; its parent has not reaped it yet
}

/** The holder recorded in `file`, or null when there is no such file. */
export function readHolder(file: string): Holder | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  const id = crypto.createHash('sha256').update(raw).digest('hex').slice(0, 16);
  if (/^\s*\d*\s*$/.test(raw)) return { raw, id, pid: Number(raw.trim()), start: undefined }; // pid only
  try {
    const r = JSON.parse(raw) as { pid?: unknown; start?: unknown };
    return { raw, id, pid: Number(r.pid), start: typeof r.start === 'string' ? r.start : null };
  } catch {
    return { raw, id, pid: 0, start: null }; // unreadable: no holder can be named
  }
}

/** Whether the recorded holder is still the process that wrote the record. */
export function isLive(h: Holder): boolean {
  if (!Number.isInteger(h.pid) || h.pid <= 0) return false; // an unreadable record
  if (h.start === undefined) {
    // Pid-only record: our own pid can only be left from before a restart; any other running pid
    // cannot be told from its writer, so it is taken to be that server.
    return h.pid !== process.pid && isRunning(h.pid);
  }
  if (!isRunning(h.pid)) return false;
  const start = processStart(h.pid);
  return start === null || h.start === null || start === h.start;
}
