// `npm run check`: types, lint, formatting and the folder layers. Each tool is single-threaded, so
// they run side by side, as many at once as there are cores, the longest first (docs/testing.md
// "The check suite"). Each tool's output is printed whole when it ends, so two never interleave.
// Exits 1 when any fails, after all have run. Plain JS: runs on Node 20 too.
//
// `astro check` type-checks every file of tsconfig.json (.ts, .tsx and .astro; tests and scripts
// too) with the project's TypeScript, so a separate `tsc --noEmit` would check the same again.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/** Longest first. */
const STEPS = [
  ['astro check', bin('astro'), ['check']],
  ['eslint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['layers', process.execPath, [path.join(ROOT, 'scripts/layers.mjs')]],
];

function runStep([name, cmd, args]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const out = [];
    let ended = false;
    const end = (ok, how) => {
      if (ended) return;
      ended = true;
      const s = ((Date.now() - t0) / 1000).toFixed(0);
      console.log(`--- ${name}: ${how}, ${s} s`);
      const text = Buffer.concat(out).toString().trimEnd();
      if (text) console.log(text);
      resolve(ok);
    };
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => end(false, `not started (${e.message})`));
    child.on('close', (code) => end(code === 0, code === 0 ? 'ok' : `failed (exit ${code})`));
  });
}

const queue = [...STEPS];
const lanes = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
  let ok = true;
  for (let step = queue.shift(); step; step = queue.shift()) ok = (await runStep(step)) && ok;
  return ok;
});
process.exit((await Promise.all(lanes)).every(Boolean) ? 0 : 1);
