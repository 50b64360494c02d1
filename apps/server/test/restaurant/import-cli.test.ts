import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSchemaFile, publishedSchemaText } from '../../src/cli/publish-import-schema.ts';
import { demoDataFile } from '../support/constants.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

function runImport(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-cli-'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/import-restaurant.ts', file],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: 'memory://', DATA_DIR: dataDir, INIT_CWD: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run import', () => {
  it('imports the demo file', async () => {
    const result = await runImport(demoDataFile);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Imported restaurant "demo"');
    expect(result.code).toBe(0);
  }, 90_000);

  it('prints every problem of a bad file as "path: reason" and exits 1', async () => {
    const file = JSON.parse(readFileSync(demoDataFile, 'utf8'));
    file.restaurant.currency = 'DM';
    file.products[4].stock = -1;
    delete file.categories[0].name;
    const badFile = path.join(mkdtempSync(path.join(tmpdir(), 'tavola-bad-')), 'bad.json');
    writeFileSync(badFile, JSON.stringify(file));
    const result = await runImport(badFile);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^restaurant\.currency: /),
        expect.stringMatching(/^products\.4\.stock: /),
        'categories.0.name: is required',
        expect.stringContaining('was refused (3 problem(s)); nothing was written.'),
      ]),
    );
    expect(result.stdout).toBe('');
  }, 60_000);

  it('says so when the file is not JSON', async () => {
    const badFile = path.join(mkdtempSync(path.join(tmpdir(), 'tavola-bad-')), 'broken.json');
    writeFileSync(badFile, '{ "formatVersion": 1, ');
    const result = await runImport(badFile);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not valid JSON');
  }, 60_000);
});

describe('published JSON Schema', () => {
  it('matches the zod schema (run src/cli/publish-import-schema.ts after changing it)', () => {
    expect(readFileSync(publishedSchemaFile, 'utf8')).toBe(publishedSchemaText());
  });
});
