import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a file of the repository (e.g. 'data/demo/restaurant.json') as JSON, found by walking up from the
 * calling test's folder rather than by a fixed '../../..': the mutation run executes tests from a sandbox copy.
 */
export function readRepoJson<T = unknown>(from: string, relative: string): T {
  return JSON.parse(readFileSync(findAbove(from, relative), 'utf8')) as T;
}

function findAbove(from: string, relative: string): string {
  const candidate = path.join(from, relative);
  if (existsSync(candidate)) return candidate;
  const parent = path.dirname(from);
  if (parent === from) throw new Error(`${relative} not found above the domain package`);
  return findAbove(parent, relative);
}
