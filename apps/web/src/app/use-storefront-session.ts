import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/client.ts';
import { ensureBasketId, openBasketIfSeated } from '../api/basket.ts';
import { i18n } from '../i18n/i18n.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

/** `table`: the table's code, as printed QR links carry it (tableId/tableName: older links, no table rights). */
export const TABLE_PARAMS = ['table', 'tableId', 'tableName', 'qrcode'] as const;

/**
 * App start (spec §4): apply a table named in the URL (then remove it from the URL) and record the
 * visit. Runs once per page load. The spec's client also created a basket here for every visit; ours
 * creates it with the guest's first choice (decision 105), except at a table: a QR code's table, or
 * the one scanned earlier today, needs its basket now.
 */
export function useStorefrontSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromQrCode = TABLE_PARAMS.some((name) => params.has(name));

    const seated = fromQrCode
      ? ensureBasketId().then((basketId) =>
          // A QR code's table: its code loads only for such an address (apply-table.ts).
          import('./apply-table.ts').then(
            (module) => module.applyTable(queryClient, basketId, params),
            () => showSnackbar({ message: i18n.t('errors.somethingWentWrong') }),
          ),
        )
      : openBasketIfSeated();
    seated.catch(() => showSnackbar({ message: i18n.t('cart.createFailed') }));

    recordVisit(fromQrCode);
  }, [queryClient]);
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
