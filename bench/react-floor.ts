import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const WEB_APP = fileURLToPath(new URL('../apps/web/', import.meta.url));

/**
 * React's own floor (react + react-dom's client with hydrateRoot), built the way the storefront is built
 * and gzipped at level 9: what any React storefront ships before its first line of its own code. The
 * first load minus this is the app's own first-route code (issue 24 item 5).
 */
export async function reactFloorGzipBytes(): Promise<number> {
  // Inside node_modules so the entry resolves react from the project's own install.
  await mkdir(path.join(WEB_APP, '../../node_modules/.cache'), { recursive: true });
  const folder = await mkdtemp(path.join(WEB_APP, '../../node_modules/.cache/react-floor-'));
  try {
    const entry = path.join(folder, 'entry.js');
    await writeFile(entry, "import { hydrateRoot } from 'react-dom/client';\nimport * as React from 'react';\nglobalThis.reactFloor = [hydrateRoot, React];\n");
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: WEB_APP,
      resolve: { alias: {} },
      build: { write: false, target: 'es2022', minify: true, rollupOptions: { input: entry } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    return chunks
      .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
      .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
