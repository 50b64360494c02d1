import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-data-dir.ts';

/** The path of the set-password link in the newest invitation mail to `email`, read from the server's outbox. */
export async function invitationPathMailedTo(email: string): Promise<string> {
  const folders = [path.join(E2E_DATA_DIR, 'outbox'), path.resolve(import.meta.dirname, '../../apps/server/data/outbox')];
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await findInvitation(folders, email);
        return found;
      },
      { message: `an invitation to ${email} in ${folders.join(' or ')}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

async function findInvitation(folders: string[], email: string): Promise<string | null> {
  for (const folder of folders) {
    // Newest first: file names start with the time they were written.
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort().reverse();
    for (const name of names) {
      const mail = await readFile(path.join(folder, name), 'utf8')
        .then((text) => JSON.parse(text) as { to: string; text: string })
        .catch(() => null);
      const link = mail?.to.includes(email) ? /https?:\/\/[^/\s]+(\/\S*\/manager\/set-password\/[A-Za-z0-9_-]+)/.exec(mail.text) : null;
      if (link) return link[1]!;
    }
  }
  return null;
}
