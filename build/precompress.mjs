// Precompresses the static build (brotli and gzip) so sirv serves the smallest file as is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/client');
const exts = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.mjs']);
let count = 0;
function walk(directory) {
  for (const e of fs.readdirSync(directory, { withFileTypes: true })) {
    const filePath = path.join(directory, e.name);
    if (e.isDirectory()) walk(filePath);
    else if (exts.has(path.extname(filePath)) && fs.statSync(filePath).size > 512) {
      const buf = fs.readFileSync(filePath);
      fs.writeFileSync(
        `${filePath}.br`,
        zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${filePath}.gz`, zlib.gzipSync(buf, { level: 9 }));
      count++;
    }
  }
}
if (fs.existsSync(dir)) walk(dir);
console.log(`precompressed ${count} files`);
