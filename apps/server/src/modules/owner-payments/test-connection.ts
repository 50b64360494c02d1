import { randomUUID } from 'node:crypto';
import { createMollieClient, MollieApiError } from '@mollie/api-client';
import type { OwnerProvider } from '@tavola/domain/schemas/owner-payments';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  PROVIDER_LABELS,
  readOwnCredentials,
  type MollieOwnCredentials,
  type SaferpayOwnCredentials,
} from '../../payments/credentials/restaurant-credentials.ts';
import { saferpayUrl } from '../../payments/provider-registry.ts';
import { SAFERPAY_SPEC_VERSION } from '../../payments/saferpay/saferpay-api.ts';
import { PROVIDER_TIMEOUT_MS, withTimeout } from '../../payments/with-timeout.ts';

export type ConnectionConfig = Pick<Config, 'mollie' | 'saferpay' | 'credentialKeys' | 'providerUrls'>;

interface SaferpayTarget {
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
  apiUrl: string;
}

/**
 * Asks the provider, with the credentials just typed (not saved), or else the restaurant's stored ones,
 * or else the platform's, whether it accepts them: a read-only call that costs nothing and moves no
 * money. Answers normally when it does; a coded 422 (refused) or 503 (not reachable) otherwise.
 */
export async function testProviderConnection(
  deps: { db: DbOrTx; config: ConnectionConfig; timeoutMs?: number },
  input: { restaurantId: number; provider: OwnerProvider; typed?: MollieOwnCredentials | SaferpayOwnCredentials },
): Promise<void> {
  const { config } = deps;
  const timeoutMs = deps.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const label = PROVIDER_LABELS[input.provider];
  const own = input.typed ? {} : await readOwnCredentials(deps.db, config.credentialKeys, input.restaurantId);
  const unreachable = () => new AppError('provider_unreachable', 503, { provider: label });
  const rejected = () => new AppError('provider_credentials_rejected', 422, { provider: label });

  if (input.provider === 'mollie') {
    const typed = input.typed as MollieOwnCredentials | undefined;
    const apiKey = typed?.apiKey ?? own.mollie?.apiKey ?? config.mollie?.apiKey;
    if (!apiKey) throw new AppError('provider_not_configured', 422, { provider: label });
    const apiUrl = typed || own.mollie ? config.providerUrls?.mollie : config.mollie?.apiUrl;
    const client = createMollieClient({ apiKey, ...(apiUrl ? { apiEndpoint: apiUrl } : {}), versionStrings: 'Tavola/1.0' });
    try {
      await withTimeout(client.methods.list(), timeoutMs, unreachable);
    } catch (error) {
      if (error instanceof MollieApiError && (error.statusCode === 401 || error.statusCode === 403)) throw rejected();
      throw error instanceof AppError ? error : unreachable();
    }
    return;
  }

  const typed = input.typed as SaferpayOwnCredentials | undefined;
  const stored = typed ?? own.saferpay;
  const target: SaferpayTarget | null = stored ? { ...stored, apiUrl: saferpayUrl(config, stored.environment) } : config.saferpay;
  if (!target) throw new AppError('provider_not_configured', 422, { provider: label });
  const status = await saferpayTerminalStatus(target, timeoutMs).catch(() => {
    throw unreachable();
  });
  // 401: wrong user or password; 403/404: the user may not see this customer's terminal.
  if (status === 401 || status === 403 || status === 404) throw rejected();
  if (status !== 200) throw unreachable();
}

/** SaferPay's Management API "Get Terminal": authenticated, read-only, names the customer and terminal. */
async function saferpayTerminalStatus(target: SaferpayTarget, timeoutMs: number): Promise<number> {
  const base = target.apiUrl.replace(/\/$/, '');
  const response = await fetch(
    `${base}/rest/customers/${encodeURIComponent(target.customerId)}/terminals/${encodeURIComponent(target.terminalId)}`,
    {
      headers: {
        authorization: `Basic ${Buffer.from(`${target.username}:${target.password}`).toString('base64')}`,
        accept: 'application/json',
        'saferpay-apiversion': SAFERPAY_SPEC_VERSION,
        'saferpay-requestid': randomUUID(),
      },
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
