import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

function runMail(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/mail.ts', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, INIT_CWD: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The embedded database's files with one mail given up and one still waiting. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tavola-mail-cli-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  await database.db.insert(mailOutbox).values([
    {
      kind: 'mail',
      mail: { to: 'guest@example.com', subject: 'Your order', text: 'Thanks' },
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      failedAt: new Date('2026-05-01T10:00:00Z'),
    },
    { kind: 'mail', mail: { to: 'other@example.com', subject: 'Waiting', text: 'Soon' } },
  ]);
  await database.close();
}, 180_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run mail', () => {
  it('lists the failed mails with their last error, retries one, and then lists none', async () => {
    const failed = await runMail('failed');
    expect([failed.code, failed.stderr]).toEqual([0, '']);
    expect(failed.stdout).toMatch(/^#1 {2}2026-05-01T10:00:00\.000Z {2}8 attempts {2}to guest@example\.com: Your order$/m);
    expect(failed.stdout).toContain('last error: connect ECONNREFUSED 127.0.0.1:587');
    expect(failed.stdout).not.toContain('other@example.com');

    expect((await runMail('retry', '2')).code).toBe(1);
    const retried = await runMail('retry', '1');
    expect([retried.code, retried.stdout.trim()]).toEqual([0, 'Mail 1 is back in line; the server sends it within seconds.']);
    expect((await runMail('failed')).stdout.trim()).toBe('No failed mails.');
  }, 240_000);

  it('prints its usage for an unknown command', async () => {
    const result = await runMail('resend');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run mail -- failed');
  }, 120_000);
});
