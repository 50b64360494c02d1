import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys, which sign every push message (decision 099). VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY in the environment (`npx web-push generate-vapid-keys`); without them the
 * server makes a pair once and keeps it under DATA_DIR, as it does its token secret — so
 * `npm start` needs nothing, and the browsers' subscriptions survive a restart. Several hosts must
 * share the keys through the environment (a subscription is bound to the public key it was made with).
 */
export function vapidKeysFrom(
  publicKey: string | undefined,
  privateKey: string | undefined,
  dataDir: string,
): VapidKeys {
  if (publicKey?.trim() && privateKey?.trim()) return { publicKey: publicKey.trim(), privateKey: privateKey.trim() };
  if (publicKey?.trim() || privateKey?.trim())
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and linked into place: two processes starting at once keep the same pair.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** VAPID's contact: VAPID_SUBJECT, else the public address when it is https, else the mail sender. */
export function vapidSubjectFrom(subject: string | undefined, publicUrl: string, mailFrom: string): string {
  if (subject?.trim()) return subject.trim();
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
