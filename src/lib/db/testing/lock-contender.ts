// Test support for data-lock.test.ts: one server start contending for the data-folder lock, in its
// own process (real concurrency). The parent sends { dir, at }; this process waits until `at` so
// all contenders start together, tries the lock and answers whether it won; on 'release' it lets
// go of a lock it holds.
import { DataDirLockedError, lockDataDir } from '@/lib/db/data-lock.server';

let release: (() => void) | null = null;

process.on('message', (m: { dir: string; at: number } | 'release' | 'exit') => {
  if (m === 'exit') process.exit(0);
  if (m === 'release') {
    release?.();
    release = null;
    process.send!({ released: true });
    return;
  }
  while (Date.now() < m.at) {
    /* spin: a timer would spread the starts over several milliseconds */
  }
  try {
    release = lockDataDir(m.dir);
    process.send!({ won: true });
  } catch (e) {
    process.send!(
      e instanceof DataDirLockedError ? { won: false } : { won: false, error: String(e) },
    );
  }
});
process.send!({ ready: true });
