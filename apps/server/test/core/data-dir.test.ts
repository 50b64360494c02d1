import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const project = mkdtempSync(path.join(tmpdir(), 'tavola-project-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const env = (vars: Record<string, string>) => ({ JWT_SECRET: 'a-test-secret-that-is-long-enough-123456', ...vars });

describe('where the data lives (README: ./data)', () => {
  it('puts the data in ./data of the folder the command was typed in, not in the workspace npm runs it from', () => {
    expect(loadConfig(env({ INIT_CWD: project })).dataDir).toBe(path.join(project, 'data'));
  });

  it('reads a relative DATA_DIR from that folder too, and takes an absolute one as it is', () => {
    expect(loadConfig(env({ INIT_CWD: project, DATA_DIR: 'shop-data' })).dataDir).toBe(path.join(project, 'shop-data'));
    expect(loadConfig(env({ INIT_CWD: project, DATA_DIR: '/var/lib/tavola' })).dataDir).toBe('/var/lib/tavola');
  });
});
