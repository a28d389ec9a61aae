import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { DataDirLockedError, lockDataDir } from './data-lock.server';
import { processStart, readHolder } from './lock-holder.server';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder locked by another live process, with a clear message', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a crashed process', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('frees the folder on release so the next server can start', () => {
    const dir = tmp();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock whose pid now belongs to an unrelated process (another start time)', () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      // as a server that died would have left it, its pid since reused by `other`
      const stale = { pid: other.pid, start: '1', token: 'dead-server' };
      fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify(stale));
      const release = lockDataDir(dir);
      expect(readHolder(path.join(dir, 'server.lock'))).toMatchObject({
        pid: process.pid,
        start: processStart(process.pid),
      });
      release();
    } finally {
      other.kill();
    }
  });

  it('refuses a folder locked by a live server (same pid and start time as recorded)', async () => {
    const dir = tmp();
    const server = startContender();
    try {
      await server.next();
      server.child.send({ dir, at: 0 });
      expect(await server.next()).toEqual({ won: true });
      expect(readHolder(path.join(dir, 'server.lock'))).toMatchObject({
        pid: server.child.pid,
        start: processStart(server.child.pid!),
      });
      expect(() => lockDataDir(dir)).toThrow(/in use by another server \(pid \d+\)/);
    } finally {
      server.child.kill();
    }
  });

  it('a takeover claim left by a server that died during the takeover does not block the start', () => {
    const dir = tmp();
    const file = path.join(dir, 'server.lock');
    fs.writeFileSync(file, JSON.stringify({ pid: 999_999_999, start: '1', token: 'a' }));
    const claim = `${file}.takeover-${readHolder(file)!.id}`;
    fs.writeFileSync(claim, JSON.stringify({ pid: 999_999_998, start: '1', token: 'b' }));
    lockDataDir(dir)();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('servers starting together: exactly one gets the lock each round, with or without a stale lock to take over', async () => {
    const contenders = Array.from({ length: 6 }, startContender);
    try {
      await Promise.all(contenders.map((c) => c.next())); // all loaded
      const winners: number[] = [];
      const rounds = 20;
      for (let round = 0; round < rounds; round++) {
        const dir = tmp();
        // three rounds in four race to take over the lock of a crashed server
        if (round % 4 !== 3) fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
        const at = Date.now() + 150;
        for (const c of contenders) c.child.send({ dir, at });
        const replies = await Promise.all(contenders.map((c) => c.next()));
        expect(replies.filter((r) => r.error)).toEqual([]);
        winners.push(replies.filter((r) => r.won).length);
        for (const c of contenders) c.child.send('release');
        await Promise.all(contenders.map((c) => c.next()));
      }
      expect(winners).toEqual(Array(rounds).fill(1));
    } finally {
      for (const c of contenders) c.child.kill();
    }
  }, 60_000);
});

type Reply = { ready?: true; won?: boolean; error?: string; released?: true };

/** A lock contender in its own process (testing/lock-contender.ts) and its replies in order. */
function startContender(): { child: ChildProcess; next: () => Promise<Reply> } {
  const child = fork(path.join(import.meta.dirname, 'testing/lock-contender.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  const inbox: Reply[] = [];
  const waiting: ((r: Reply) => void)[] = [];
  child.on('message', (m) => {
    const w = waiting.shift();
    if (w) w(m as Reply);
    else inbox.push(m as Reply);
  });
  const next = () =>
    new Promise<Reply>((resolve) => {
      const m = inbox.shift();
      if (m) resolve(m);
      else waiting.push(resolve);
    });
  return { child, next };
}
