import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoucherSetting, VouchersSection } from '@tavola/domain/schemas/owner-delivery';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const vouchersKey = ['owner', 'vouchers'] as const;

export function useVoucherSection(token: string) {
  return useQuery({ queryKey: vouchersKey, queryFn: () => ownerRequest<VouchersSection>(token, { path: 'owner/vouchers' }), meta: { silent: true } });
}

export type VoucherChange =
  | { kind: 'create'; revision: number; voucher: VoucherSetting }
  | { kind: 'update'; revision: number; code: string; active: boolean; voucher: VoucherSetting }
  | { kind: 'accept'; revision: number; acceptVouchers: boolean };

/** Every change answers with the whole section (its new revision and the list with times used). */
export function useChangeVouchers(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: VoucherChange) => {
      if (change.kind === 'create') {
        return ownerRequest<VouchersSection>(token, { method: 'POST', path: 'owner/vouchers', body: { revision: change.revision, voucher: change.voucher } });
      }
      if (change.kind === 'update') {
        return ownerRequest<VouchersSection>(token, {
          method: 'PUT',
          path: `owner/vouchers/${encodeURIComponent(change.code)}`,
          body: { revision: change.revision, active: change.active, voucher: change.voucher },
        });
      }
      return ownerRequest<VouchersSection>(token, { method: 'PUT', path: 'owner/vouchers-accepted', body: { revision: change.revision, acceptVouchers: change.acceptVouchers } });
    },
    onSuccess: (section) => client.setQueryData(vouchersKey, section),
    meta: { silent: true },
  });
}
