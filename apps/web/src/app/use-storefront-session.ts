import { isTruthyFlag } from '@tavola/domain/schemas/flags';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/client.ts';
import { applyBasketAnswer, ensureBasketId } from '../api/basket.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageConfig } from '../lib/page-config.ts';
import { rememberSeatedTable } from '../lib/seated-table.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

/** `table`: the table's code, as printed QR links carry it (tableId/tableName: older links, no table rights). */
const TABLE_PARAMS = ['table', 'tableId', 'tableName', 'qrcode'] as const;

/**
 * App start (spec §4): make sure a basket exists, apply a table named in the URL (then remove it
 * from the URL) and record the visit. Runs once per page load.
 */
export function useStorefrontSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromQrCode = TABLE_PARAMS.some((name) => params.has(name));

    void ensureBasketId()
      .then((basketId) => (fromQrCode ? applyTable(queryClient, basketId, params) : undefined))
      .catch(() => showSnackbar({ message: i18n.t('cart.createFailed') }));

    recordVisit(fromQrCode);
  }, [queryClient]);
}

async function applyTable(queryClient: QueryClient, basketId: string, params: URLSearchParams): Promise<void> {
  const table = params.get('table');
  const tableId = params.get('tableId');
  const tableName = params.get('tableName');
  const url = new URL(location.href);
  for (const name of TABLE_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
  if (!table && !tableId && !tableName) return;
  const named = table ? { table } : tableId ? { tableId: Number(tableId) } : { tableName };
  try {
    // The basket may have loaded before the table was set: put the answer in the cache.
    const answer = await apiRequest<unknown>({
      method: 'POST',
      path: 'basket/set-table',
      body: { basketId, ...named, qrcode: isTruthyFlag(params.get('qrcode')) },
    });
    await applyBasketAnswer(queryClient, answer.data);
    // Only a table's code gives the table's rights: that table is where the guest sits today.
    if (table) rememberSeatedTable(pageConfig.restaurantId, table);
  } catch (error) {
    showSnackbar({ message: error instanceof Error ? error.message : i18n.t('errors.somethingWentWrong') });
  }
}

/** unique: first visit of the day; new: never visited before. The visit is best effort, never shown. */
function recordVisit(qrCode: boolean): void {
  const today = new Date().toISOString().slice(0, 10);
  const visited = readStorage(storageKeys.visited);
  writeStorage(storageKeys.visited, today);
  apiRequest({
    method: 'POST',
    path: 'restaurant/website-view',
    body: { qrCode, unique: visited !== today, new: visited === null },
  }).catch(() => {});
}
