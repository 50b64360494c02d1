import { isTruthyFlag } from '@tavola/domain/schemas/flags';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { applyBasketAnswer } from '../api/basket.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageConfig } from '../lib/page-config.ts';
import { rememberSeatedTable } from '../lib/seated-table.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';
import { TABLE_PARAMS } from './use-storefront-session.ts';

/**
 * A table named in the URL (a QR code): put it on the basket and remove it from the URL. Its own
 * chunk (use-storefront-session.ts loads it for such a URL only): other guests never download it.
 */
export async function applyTable(queryClient: QueryClient, basketId: string, params: URLSearchParams): Promise<void> {
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
