// Precompresses the static build (brotli and gzip) so sirv serves the smallest file as is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/client');
const exts = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.mjs']);
let count = 0;
function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (exts.has(path.extname(p)) && fs.statSync(p).size > 512) {
      const buf = fs.readFileSync(p);
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(buf, { level: 9 }));
      count++;
    }
  }
}
if (fs.existsSync(dir)) walk(dir);
console.log(`precompressed ${count} files`);
