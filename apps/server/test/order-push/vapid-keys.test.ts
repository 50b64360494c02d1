import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vapidKeysFrom, vapidSubjectFrom } from '../../src/modules/order-push/vapid-keys.ts';
import { isAllowedPushEndpoint } from '../../src/modules/order-push/push-endpoint.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('VAPID keys (decision 099)', () => {
  it('makes a pair once under DATA_DIR and keeps it across starts; the environment wins', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tavola-vapid-'));
    dirs.push(dataDir);
    const first = vapidKeysFrom(undefined, undefined, dataDir);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(vapidKeysFrom(undefined, undefined, dataDir)).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dataDir, 'vapid.json'), 'utf8'))).toMatchObject(first);
    expect(vapidKeysFrom(' pub ', 'priv', dataDir)).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => vapidKeysFrom('pub', undefined, dataDir)).toThrow(/go together/);
  });

  it('names a contact push services accept: https address, else the mail sender', () => {
    expect(vapidSubjectFrom(undefined, 'https://order.example.com', 'x@y.z')).toBe('https://order.example.com');
    expect(vapidSubjectFrom(undefined, 'http://localhost:3000', 'Tavola <no-reply@tavola.local>')).toBe(
      'mailto:no-reply@tavola.local',
    );
    expect(vapidSubjectFrom('mailto:ops@example.com', 'https://a.b', 'x')).toBe('mailto:ops@example.com');
  });

  it("accepts the browsers' push services and the configured extra origins only", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/1', ['http://127.0.0.1:9999'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9998/push/1', ['http://127.0.0.1:9999'])).toBe(false);
    expect(isAllowedPushEndpoint('not a url', [])).toBe(false);
  });
});
