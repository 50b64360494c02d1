/**
 * Records the API reference's coded refusals and examples from the server test suite's own calls
 * (issue 30 item 1) into apps/server/src/http/api-refusals.json and api-examples.json.
 *
 *   npm run api:record -w @tavola/server                      whole suite: the catalogues are replaced
 *   npm run api:record -w @tavola/server -- test/basket ...   those files: what they saw is added
 *
 * Each test app writes what it saw to API_RECORD_DIR when it closes (apps/server/test/support/
 * test-app.ts); this merges those files and regenerates the client's types (`npm run api:types`). A
 * whole run that fails only adds, never removes: a refusal of a test that did not get to run must not
 * vanish from the document.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mergeRecordings, type Recording } from '../apps/server/src/http/api-catalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
const httpDir = path.join(root, 'apps/server/src/http');
const refusalsFile = path.join(httpDir, 'api-refusals.json');
const examplesFile = path.join(httpDir, 'api-examples.json');

const filters = process.argv.slice(2);
const recordDir = await mkdtemp(path.join(tmpdir(), 'tavola-api-record-'));
const run = (command: string, args: string[], cwd: string, env = process.env) =>
  new Promise<number>((resolve) => {
    spawn(command, args, { cwd, stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1));
  });
const exitCode = await run('npx', ['vitest', 'run', '--project', 'server', ...filters], root, { ...process.env, API_RECORD_DIR: recordDir });

const recordings: Recording[] = [];
for (const name of (await readdir(recordDir)).sort()) {
  recordings.push(JSON.parse(await readFile(path.join(recordDir, name), 'utf8')) as Recording);
}
await rm(recordDir, { recursive: true, force: true });

const additive = filters.length > 0 || exitCode !== 0;
const base = additive
  ? { refusals: JSON.parse(await readFile(refusalsFile, 'utf8')), examples: JSON.parse(await readFile(examplesFile, 'utf8')) }
  : undefined;
const { refusals, examples } = mergeRecordings(recordings, base);
await writeFile(refusalsFile, `${JSON.stringify(refusals, null, 2)}\n`);
await writeFile(examplesFile, `${JSON.stringify(examples, null, 2)}\n`);

const codes = Object.values(refusals).reduce((sum, statuses) => sum + Object.values(statuses).flat().length, 0);
console.log(
  `api:record: ${recordings.length} test apps; ${Object.keys(refusals).length} operations with ${codes} coded refusals, ` +
    `${Object.keys(examples).length} with examples (${additive ? 'added to' : 'replaced'} the catalogues).`,
);
// The document's types carry the answers' descriptions: the generated client follows (a fresh process,
// as this one holds the catalogues it started with).
await run('node', ['--import', 'tsx', 'src/cli/publish-api-types.ts'], path.join(root, 'apps/server'));
if (exitCode !== 0) {
  console.error('api:record: the suite failed, so the catalogues were only added to; fix it and record again.');
  process.exit(exitCode);
}
