import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), wherever this code runs from: src/… under tsx, or the
 * one compiled file in dist/. Files beside the code (migrations, the demo data) are found from here.
 */
export const serverRoot = findPackageRoot(import.meta.dirname);

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the server package was not found above ${from}`);
  }
}
