import { checkVoucher, type VoucherCheck } from '@tavola/domain/pricing/voucher';
import type { VoucherRow } from './restaurant-lookup-repo.ts';

/**
 * Whether a stored voucher may be used now for a goods subtotal: valid dates (whole local days),
 * uses left, its minimum order value. An archived voucher is no longer valid.
 */
export function checkStoredVoucher(voucher: VoucherRow, timeZone: string, now: Date, subtotalCents: number): VoucherCheck {
  if (voucher.archivedAt) return { ok: false, code: 'voucher_invalid' };
  return checkVoucher(
    {
      validFrom: voucher.validFrom,
      validUntil: voucher.validUntil,
      usageLimit: voucher.usageLimit,
      timesUsed: voucher.timesUsed,
      minimumOrderCents: voucher.minimumOrderCents,
    },
    { now, timeZone, subtotalCents },
  );
}
