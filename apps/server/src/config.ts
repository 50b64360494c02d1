import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { credentialKeyFrom, type CredentialKeys } from './payments/credentials/credential-cipher.ts';
import { vapidKeysFrom, vapidSubjectFrom, type VapidKeys } from './modules/order-push/vapid-keys.ts';
import { serverRoot } from './server-root.ts';

/** The one place that reads process.env: everything else receives a Config value. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  INIT_CWD: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_SSR: z.string().optional(),
  MOLLIE_API_KEY: z.string().optional(),
  MOLLIE_API_URL: z.string().url().optional(),
  SAFERPAY_CUSTOMER_ID: z.string().optional(),
  SAFERPAY_TERMINAL_ID: z.string().optional(),
  SAFERPAY_USERNAME: z.string().optional(),
  SAFERPAY_PASSWORD: z.string().optional(),
  SAFERPAY_API_URL: z.string().url().optional(),
  /** Where restaurants' own SaferPay test-environment credentials are sent (the live ones go to SAFERPAY_API_URL). */
  SAFERPAY_TEST_API_URL: z.string().url().optional(),
  /**
   * Seals restaurants' own provider credentials (decision 088): 32 random bytes, base64
   * (`openssl rand -base64 32`). Without it owners cannot store credentials; the platform's keys still work.
   */
  CREDENTIALS_KEY: z.string().optional(),
  /** Keys CREDENTIALS_KEY replaced, comma-separated: they still open what they sealed until it is saved again. */
  CREDENTIALS_PREVIOUS_KEYS: z.string().optional(),
  /** Web Push (decision 099): both or neither; without them a pair is kept under DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** Push services beyond the browsers' own, as origins, comma-separated (order-push/push-endpoint.ts). */
  PUSH_SERVICE_ORIGINS: z.string().optional(),
  /**
   * Webhooks (decision 100) may reach private, loopback and link-local addresses, and plain http:
   * for an operator whose receivers live on their own network, and for the test suites. Off by default.
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.enum(['on', 'off']).default('off'),
  WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tavola <no-reply@tavola.local>'),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  FORM_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  EXTRA_RESTAURANT_FILES: z.string().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  DEMO_MANAGER_PASSWORD: z.string().min(8).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  METRICS: z.enum(['0', '1']).default('0'),
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` for PostgreSQL, `memory://` for in-memory PGlite, otherwise a PGlite data directory. */
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  dataDir: string;
  publicUrl: string;
  seed: 'demo' | 'none';
  jwtSecret: Uint8Array;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The storefront's server renderer (apps/web's `vite build --ssr`, decision 084). */
  webSsr: string;
  demoDataFile: string;
  /** Import files of further restaurants, imported at start when their slug is not there yet (e.g. e2e fixtures). */
  extraRestaurantFiles: string[];
  mollie: { apiKey: string; apiUrl?: string } | null;
  saferpay: {
    customerId: string;
    terminalId: string;
    username: string;
    password: string;
    apiUrl: string;
  } | null;
  /** Restaurants' own provider credentials are sealed with these (decision 088); null: owners cannot store any. */
  credentialKeys?: CredentialKeys | null;
  /** Provider API roots for restaurants' own credentials (tests point them at local fakes). */
  providerUrls?: { mollie?: string; saferpayLive: string; saferpayTest: string };
  /**
   * `leaseSeconds`: how long a worker's claim on an outbox mail holds (mail/outbox-worker.ts); a mail
   * claimed by a process that died goes out this long after. Default 120.
   */
  mail: { smtpUrl: string | null; from: string; outboxDir: string; leaseSeconds?: number };
  /**
   * Updates on the guest's phone (decision 099): the VAPID keys and contact that sign push messages,
   * and the push services allowed beyond the browsers' own (order-push/push-endpoint.ts).
   */
  push: { vapid: VapidKeys; subject: string; extraServiceOrigins: string[] };
  /**
   * Outbound webhooks (decision 100); absent: public https receivers only. `leaseSeconds`: how long a
   * process's claim on an endpoint holds (webhook-queue.ts); a claim of a killed process lapses then.
   */
  webhooks?: { allowPrivateNetworks: boolean; leaseSeconds?: number };
  recaptchaSecret: string | null;
  /**
   * Bot protection of the public forms (docs/decisions/060-bot-protection.md): reCAPTCHA where the
   * restaurant has a site key and RECAPTCHA_SECRET is set, otherwise honeypot + time trap.
   * BOT_CHECK=off only for test suites that are about something else; FORM_MIN_FILL_SECONDS is the
   * time trap's minimum (the browser suite, which fills forms in milliseconds, lowers it).
   */
  botCheck: { enabled: boolean; minFillSeconds: number; recaptchaVerifyUrl: string };
  /**
   * Whose X-Forwarded-For the server believes (client IPs feed the login and sign-up throttles):
   * true (every hop, only behind a proxy that strips the header), false, or comma-separated addresses /
   * CIDRs / 'loopback' as Fastify's trustProxy takes them. Default 'loopback': a reverse proxy on the
   * same host; a directly exposed server's guests cannot pick their own IP.
   */
  trustProxy: boolean | string;
  /** The demo manager's password when the demo is seeded; unset: a generated one is printed once. */
  demoManagerPassword: string | null;
  /**
   * The public endpoints' rate limits (http/rate-limits.ts). RATE_LIMITS=off only for load tests and
   * the browser suite, which play thousands of guests from one address.
   */
  rateLimits: boolean;
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  /** GET /metrics: open (METRICS=1), behind a bearer token (METRICS_TOKEN), or off. */
  metrics: { open: boolean; token: string | null };
  /** scrypt cost; the OWASP parameters unless a test lowers them. */
  passwordHashing: { N: number; r: number; p: number };
}

const repoRoot = path.resolve(serverRoot, '../..');

/**
 * DATA_DIR, relative to where the command was typed (npm runs workspace scripts inside the
 * workspace, and says where the user stood in INIT_CWD): `npm start` in the project keeps its data in
 * the project's `./data`, as the README says. Earlier versions kept it in apps/server/data; a project
 * that has data only there keeps using it (move the folder to ./data to follow the README).
 */
function resolveDataDir(configured: string | undefined, typedIn: string): string {
  if (configured !== undefined) return path.resolve(typedIn, configured);
  const wanted = path.resolve(typedIn, 'data');
  const legacy = path.join(serverRoot, 'data');
  if (!existsSync(path.join(wanted, 'pglite')) && existsSync(path.join(legacy, 'pglite'))) return legacy;
  return wanted;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolveDataDir(e.DATA_DIR, e.INIT_CWD ?? process.cwd());
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseFromUrl(e.DATABASE_URL, dataDir),
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seed: e.SEED,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistentSecret(dataDir)),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    webSsr: path.resolve(e.WEB_SSR ?? path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')),
    demoDataFile: path.join(repoRoot, 'data/demo/restaurant.json'),
    // Relative to where the command was typed: `npm start` runs the server inside apps/server, and
    // npm names the original directory in INIT_CWD.
    extraRestaurantFiles: (e.EXTRA_RESTAURANT_FILES ?? '')
      .split(',')
      .map((file) => file.trim())
      .filter((file) => file !== '')
      .map((file) => path.resolve(env.INIT_CWD ?? process.cwd(), file)),
    mollie: e.MOLLIE_API_KEY ? { apiKey: e.MOLLIE_API_KEY, apiUrl: e.MOLLIE_API_URL } : null,
    saferpay:
      e.SAFERPAY_CUSTOMER_ID && e.SAFERPAY_TERMINAL_ID && e.SAFERPAY_USERNAME && e.SAFERPAY_PASSWORD
        ? {
            customerId: e.SAFERPAY_CUSTOMER_ID,
            terminalId: e.SAFERPAY_TERMINAL_ID,
            username: e.SAFERPAY_USERNAME,
            password: e.SAFERPAY_PASSWORD,
            apiUrl: e.SAFERPAY_API_URL ?? 'https://www.saferpay.com/api',
          }
        : null,
    credentialKeys: credentialKeysFrom(e.CREDENTIALS_KEY, e.CREDENTIALS_PREVIOUS_KEYS),
    providerUrls: {
      mollie: e.MOLLIE_API_URL,
      saferpayLive: e.SAFERPAY_API_URL ?? 'https://www.saferpay.com/api',
      saferpayTest: e.SAFERPAY_TEST_API_URL ?? 'https://test.saferpay.com/api',
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      ...(e.MAIL_LEASE_SECONDS ? { leaseSeconds: e.MAIL_LEASE_SECONDS } : {}),
    },
    push: {
      vapid: vapidKeysFrom(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, dataDir),
      subject: vapidSubjectFrom(e.VAPID_SUBJECT, (e.PUBLIC_URL ?? '').replace(/\/$/, ''), e.MAIL_FROM),
      extraServiceOrigins: (e.PUSH_SERVICE_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter((origin) => origin !== ''),
    },
    webhooks: {
      allowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === 'on',
      ...(e.WEBHOOK_LEASE_SECONDS ? { leaseSeconds: e.WEBHOOK_LEASE_SECONDS } : {}),
    },
    recaptchaSecret: e.RECAPTCHA_SECRET ?? null,
    botCheck: {
      enabled: e.BOT_CHECK === 'on',
      minFillSeconds: e.FORM_MIN_FILL_SECONDS,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demoManagerPassword: e.DEMO_MANAGER_PASSWORD ?? null,
    rateLimits: e.RATE_LIMITS === 'on',
    workers: e.WORKERS,
    metrics: { open: e.METRICS === '1', token: e.METRICS_TOKEN ?? null },
    passwordHashing: { N: 2 ** 17, r: 8, p: 1 },
    ...overrides,
  };
}

/** A malformed key stops the start (Invalid configuration) rather than sealing with something else. */
function credentialKeysFrom(current: string | undefined, previous: string | undefined): CredentialKeys | null {
  if (!current?.trim()) return null;
  try {
    return {
      current: credentialKeyFrom(current),
      previous: (previous ?? '').split(',').map((key) => key.trim()).filter((key) => key !== '').map(credentialKeyFrom),
    };
  } catch (error) {
    throw new Error(`Invalid configuration:\n  CREDENTIALS_KEY: ${(error as Error).message}`);
  }
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false' || trimmed === '') return false;
  return trimmed;
}

function databaseFromUrl(url: string | undefined, dataDir: string): Config['database'] {
  if (!url) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new Error(`DATABASE_URL must start with postgres:// or be memory:// (got ${url.split(':')[0]}:…)`);
}

/**
 * Without JWT_SECRET the server keeps a random secret under DATA_DIR, so tokens survive a restart
 * on the same data but no two installations share a key.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
