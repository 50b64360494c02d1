import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz next to every text asset of the build, so the server's static handler
 * (preCompressed) sends compressed bytes without compressing on each request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tavola-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of await listFiles(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = await readFile(file);
          if (content.byteLength < MIN_BYTES) continue;
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if ((await stat(full)).isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}
