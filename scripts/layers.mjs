// Folder layers: a folder imports only folders below it (docs/architecture.md "Layers").
// Lists every import cycle between folders ("rooms": each folder directly under src/lib, and
// src/pages, src/islands, src/browser, src/components, src/layouts, src/server, scripts, build; a
// file directly in src/ or src/lib/ is a room of its own) and exits 1 if one exists that the
// allowlist below does not explain. `node scripts/layers.mjs -v` also prints example imports.
// Test files (*.test.*, testing, test-helpers) are left out: a test may reach any folder.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Imports allowed to run back up, each as { from, to, reason }. Empty: keep it so, or write the
 * reason beside each entry.
 */
const ALLOWED = [];

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_ROOMS = [
  'src/pages',
  'src/islands',
  'src/browser',
  'src/components',
  'src/layouts',
  'src/server',
  'scripts',
  'build',
];
const verbose = process.argv.includes('-v');

function roomOf(file) {
  if (file.startsWith('src/lib/')) return file.split('/').slice(0, 3).join('/');
  return TOP_ROOMS.find((room) => file.startsWith(room + '/')) ?? file;
}

function sourceFiles(dir) {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'))
    .filter((file) => /\.(ts|tsx|mjs|js|astro)$/.test(file))
    .filter((file) => !/\.test\.|testing|test-helpers/.test(path.basename(file)));
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

/** The file an import names, or null for a package. */
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = 'src/' + spec.slice(2);
  else if (spec.startsWith('.')) base = path.normalize(path.join(path.dirname(from), spec));
  else return null;
  for (const ext of ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts']) {
    const candidate = base + ext;
    if (fs.statSync(path.join(ROOT, candidate), { throwIfNoEntry: false })?.isFile())
      return candidate;
  }
  if (base.endsWith('.js') && fs.existsSync(path.join(ROOT, base.slice(0, -3) + '.ts'))) {
    return base.slice(0, -3) + '.ts';
  }
  return null;
}

/** room -> room -> example imports */
const edges = new Map();
for (const file of ['src', 'scripts', 'build'].flatMap(sourceFiles)) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2] ?? match[3]);
    if (!target) continue;
    const [from, to] = [roomOf(file), roomOf(target)];
    if (from === to) continue;
    if (ALLOWED.some((allowed) => allowed.from === from && allowed.to === to)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push(`${file} -> ${target}`);
  }
}

// Tarjan's strongly connected components: each one of more than one room is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(room) {
  index.set(room, index.size);
  low.set(room, index.get(room));
  stack.push(room);
  onStack.add(room);
  for (const next of edges.get(room)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(room, Math.min(low.get(room), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(room, Math.min(low.get(room), index.get(next)));
    }
  }
  if (low.get(room) !== index.get(room)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== room);
  if (component.length > 1) cycles.push(component.sort());
}
for (const room of edges.keys()) if (!index.has(room)) visit(room);

for (const cycle of cycles) {
  console.log(`Cycle between folders: ${cycle.join(', ')}`);
  for (const from of cycle) {
    for (const [to, imports] of edges.get(from) ?? []) {
      if (!cycle.includes(to)) continue;
      console.log(`  ${from} -> ${to}: ${imports.length}`);
      if (verbose) for (const line of imports.slice(0, 5)) console.log(`      ${line}`);
    }
  }
}
if (cycles.length > 0) {
  console.log(
    'A folder imports only folders below it: move what is imported down (docs/architecture.md "Layers").',
  );
  process.exit(1);
}
console.log(
  `layers: no cycle between folders (${ALLOWED.length} allowed imports, see scripts/layers.mjs)`,
);
