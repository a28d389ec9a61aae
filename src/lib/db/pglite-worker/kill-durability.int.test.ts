// `kill -9` during writes (docs/quality.md): every write acknowledged by the PGlite worker thread
// is in the folder after the process dies mid-stream, and no transaction is half there. The writer
// is a process of its own (src/lib/db/testing/pglite-writer.ts) that the test kills with SIGKILL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-kill-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('SIGKILL while writing: every acknowledged commit survives, none half', async () => {
  const writer = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../testing/pglite-writer.ts'), dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => writer.once('exit', resolve));
  let acked = 0;
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    writer.once('exit', (code) => reject(new Error(`the writer exited early (${code})`)));
    writer.stdout!.on('data', (chunk: Buffer) => {
      buffer += String(chunk);
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (/^\d+$/.test(line)) acked = Number(line);
      // Killed in the middle of the stream: more commits are in flight.
      if (acked >= 200) {
        writer.kill('SIGKILL');
        resolve();
      }
    });
  });
  await exited;
  const lastAcked = acked;

  const handle = await openDatabase({ dataDir: dir, pgliteWorker: false });
  try {
    const { rows } = await handle.db.execute<{ a: number; b: number; max: number }>(
      sql`select (select count(*)::int from acked_a) as a, (select count(*)::int from acked_b) as b,
        (select max(n) from acked_a) as max`,
    );
    const { a, b, max } = rows[0]!;
    expect(max).toBeGreaterThanOrEqual(lastAcked);
    expect(a).toBe(max); // 1..max, no gap
    expect(b).toBe(a); // both rows of every transaction, or neither
  } finally {
    await handle.close();
  }
}, 120_000);
