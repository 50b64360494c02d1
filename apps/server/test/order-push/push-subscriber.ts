import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

/** http_ece (RFC 8188), the encryption web-push uses, read back here as a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

/** Opens a push message with the receiving browser's private key (raw P-256 scalar) and secret. */
export function openPushMessage(body: Buffer, privateKey: Buffer, authSecret: string): unknown {
  const keys = createECDH('prime256v1');
  keys.setPrivateKey(privateKey);
  return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret }).toString('utf8'));
}

/** A browser's side of a push subscription: its P-256 key pair and authentication secret. */
export function pushSubscriber(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth } },
    /** Opens a message as the browser does; throws when it was not encrypted for this browser. */
    open(body: Buffer): unknown {
      return JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
      );
    },
  };
}
