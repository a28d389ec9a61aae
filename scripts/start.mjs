// `npm start`: install what is missing, build when sources changed, then serve. The server itself
// applies migrations and fills the demo data on the first start of an empty database.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, NODE, ROOT, SERVER_NODE_FLAGS } from './lib.mjs';

ensureInstalled();
ensureBuilt();
// The built server (what `npm run serve` runs): plain Node, no TypeScript loader.
const child = spawn(NODE, [...SERVER_NODE_FLAGS, 'dist/server/serve.mjs'], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
