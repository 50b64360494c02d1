import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8, p=1): 128 MiB and about
 * a third of a second per hash on one core. Built into node:crypto, so no native add-on to compile.
 * The parameters travel inside the stored string, so they can be raised later and old hashes still
 * verify (and are upgraded on the next login, see needsRehash).
 */
export const OWASP_SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
export type ScryptParams = { N: number; r: number; p: number };
let SCRYPT_PARAMS: ScryptParams = OWASP_SCRYPT_PARAMS;

/**
 * Process-wide hashing cost, set once from the configuration. Only the test suite lowers it: hundreds
 * of sign-ups at 128 MiB and a third of a second each would dominate the suite's run time.
 */
export function usePasswordHashParams(params: ScryptParams): void {
  SCRYPT_PARAMS = params;
  dummyHash = null;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes; Node refuses above 32 MiB unless told. */
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * At most this many hashes run at once: each one holds 128 MiB, so a burst of logins must queue
 * rather than exhaust memory.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  // NFKC: the same password typed on two keyboards (composed vs. decomposed accents) hashes alike.
  const normalized = password.normalize('NFKC');
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(normalized, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `$scrypt$N=131072,r=8,p=1$<salt>$<hash>` with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `$scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

const FORMAT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

function parse(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (!Number.isInteger(Math.log2(N)) || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

/** Constant-time comparison of the derived key; an unreadable stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    await verifyAgainstDummy(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.N !== SCRYPT_PARAMS.N ||
    parsed.params.r !== SCRYPT_PARAMS.r ||
    parsed.params.p !== SCRYPT_PARAMS.p
  );
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real verification. Called when there is no account to check against,
 * so "no such e-mail" and "wrong password" cannot be told apart by the clock.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const parsed = parse(await dummyHash)!;
  await derive(password, parsed.salt, parsed.params);
}
