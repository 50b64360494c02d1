import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const WEB_APP = fileURLToPath(new URL('../apps/web/', import.meta.url));
/** Not in a guest's first load: the server renderer's entry and the back office (its own lazy chunks). */
const SERVER_OR_BACK_OFFICE = /(entry-server\.tsx|[\\/]back-office[\\/])/;
/** The libraries the mission names for the browser's routing and server state. */
const LIBRARIES = ['react-router', '@tanstack/react-query'];

export interface Floors {
  /** react + react-dom's client with hydrateRoot and the JSX runtime. */
  react: number;
  /** The same with everything the app imports from React Router and TanStack Query. */
  withLibraries: number;
}

/**
 * What any React storefront on this stack ships before its first line of its own code, built the way the
 * storefront is built and gzipped at level 9 (issue 24 item 5). Two floors: React alone, and React with
 * the router and query libraries, each with the names the guest's side of the app imports from them (read
 * from apps/web/src, without the server renderer's entry and the back office). The first load minus a floor is the app's own first-route code under that reading.
 */
export async function floorsGzipBytes(): Promise<Floors> {
  const react = ["import { hydrateRoot } from 'react-dom/client';", "import * as React from 'react';", "import { jsx } from 'react/jsx-runtime';"];
  const used = ['hydrateRoot', 'React', 'jsx'];
  for (const library of LIBRARIES) {
    const names = await importedNames(library);
    react.push(`import { ${names.join(', ')} } from '${library}';`);
    used.push(...names);
  }
  const reactOnly = react.slice(0, 3).join('\n') + '\nglobalThis.floor = [hydrateRoot, React, jsx];\n';
  const withLibraries = `${react.join('\n')}\nglobalThis.floor = [${used.join(', ')}];\n`;
  return { react: await gzipBytesOf(reactOnly), withLibraries: await gzipBytesOf(withLibraries) };
}

/** Every value the app's code imports from a package (types left out). */
async function importedNames(library: string): Promise<string[]> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*\\{([^}]+)\\}\\s*from\\s*'${library.replace('/', '\\/')}'`, 'g');
  for (const file of await sourceFiles(path.join(WEB_APP, 'src'))) {
    for (const match of (await readFile(file, 'utf8')).matchAll(pattern)) {
      for (const name of match[1]!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return [...names].sort();
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !SERVER_OR_BACK_OFFICE.test(path.join(entry.parentPath, entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function gzipBytesOf(source: string): Promise<number> {
  // Inside node_modules so the entry resolves the packages from the project's own install.
  await mkdir(path.join(WEB_APP, '../../node_modules/.cache'), { recursive: true });
  const folder = await mkdtemp(path.join(WEB_APP, '../../node_modules/.cache/react-floor-'));
  try {
    const entry = path.join(folder, 'entry.js');
    await writeFile(entry, source);
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
