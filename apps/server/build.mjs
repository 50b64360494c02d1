// Compiles the server into one ES module (dist/main.js) so `npm start` runs plain JavaScript: no
// TypeScript loader at run time. The workspace's own packages (TypeScript sources) are bundled in;
// the npm dependencies stay external and load from node_modules as usual.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tavola/'));

await build({
  entryPoints: [path.join(import.meta.dirname, 'src/main.ts')],
  outfile: path.join(import.meta.dirname, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS pieces (if any) may call require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
