import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appRenderer } from '../../src/modules/storefront/ssr/app-renderer.ts';

/*
 * The renderer is loaded once per build. Two first requests at once used to make two renderers, each with
 * its own request scope, while the entry's module variables point at the last one: the other request's
 * render then failed ("outside its request scope") and its page went out without server-rendered content.
 */
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** An entry module that counts the renderers it makes (in a global, shared by every import of it). */
async function countingEntry(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tavola-entry-'));
  folders.push(folder);
  const file = path.join(folder, 'entry-server.mjs');
  await writeFile(
    file,
    `export function createRenderer() {
       globalThis.renderersMade = (globalThis.renderersMade ?? 0) + 1;
       const made = globalThis.renderersMade;
       return async () => 'renderer ' + made;
     }`,
  );
  (globalThis as { renderersMade?: number }).renderersMade = 0;
  return file;
}

describe('the storefront renderer', () => {
  it('is made once for requests that arrive together while it loads', async () => {
    const renderer = appRenderer(await countingEntry(), () => {});
    const renders = await Promise.all([renderer(), renderer(), renderer()]);
    expect((globalThis as { renderersMade?: number }).renderersMade).toBe(1);
    const pages = await Promise.all(renders.map((render) => render!({ url: '/', config: {} as never, lang: 'de', seed: null })));
    expect(pages).toEqual(['renderer 1', 'renderer 1', 'renderer 1']);
  });

  it('is made again for a new build, and none is there without one', async () => {
    const file = await countingEntry();
    const renderer = appRenderer(file, () => {});
    await renderer();
    await utimes(file, new Date(), new Date(Date.now() + 60_000));
    const render = await renderer();
    expect(await render!({ url: '/', config: {} as never, lang: 'de', seed: null })).toBe('renderer 2');
    expect(await appRenderer(path.join(path.dirname(file), 'missing.mjs'), () => {})()).toBeNull();
  });

  it('tries again after a build that failed to load', async () => {
    const file = await countingEntry();
    await writeFile(file, 'export const broken = ;');
    const renderer = appRenderer(file, () => {});
    await expect(renderer()).rejects.toThrow();
    await writeFile(file, 'export function createRenderer() { return async () => "fixed"; }');
    // Same modification time as the broken one would be remembered; the retry must load it anew.
    const render = await renderer();
    expect(await render!({ url: '/', config: {} as never, lang: 'de', seed: null })).toBe('fixed');
  });
});
