import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built index.html's shape where the app goes: the root element, and the language script. */
export const TEMPLATE = [
  '<!doctype html><html lang="de"><head>',
  '<meta name="description" content="" /><meta name="theme-color" content="#2e7d32" />',
  '<link rel="manifest" href="/manifest.webmanifest" /><title>Tavola</title>',
  '<!--storefront-config--><script>var l = 1;</script></head><body><div id="root"></div></body></html>',
].join('');

/** A web build of that template alone, for a test app's webDist. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return dir;
}

/** The web app's server entry itself (vitest compiles it): the tests render the real components. */
export const ENTRY_SERVER = path.resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');
