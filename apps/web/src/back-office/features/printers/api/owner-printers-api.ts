import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerPrinters, PrinterCategoryChoice } from '@tavola/domain/schemas/owner-printers';
import { ownerRequest } from '../../../shared/owner-request.ts';

type PrintersSection = { revision: number; value: OwnerPrinters };

export const ownerPrintersKey = ['owner', 'printers'] as const;

export function useOwnerPrinters(token: string) {
  return useQuery({
    queryKey: ownerPrintersKey,
    queryFn: () => ownerRequest<PrintersSection>(token, { path: 'owner/printers' }),
    meta: { silent: true },
  });
}

export function useSavePrinters(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; value: OwnerPrinters }) =>
      ownerRequest<PrintersSection>(token, { method: 'PUT', path: 'owner/printers', body: { revision: save.revision, ...save.value } }),
    onSuccess: (saved) => client.setQueryData(ownerPrintersKey, saved),
  });
}

export function usePrintTestPage(token: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (printerId: number) =>
      ownerRequest<{ queued: number }>(token, { method: 'POST', path: 'owner/printers/test', body: { printerId } }),
  });
}

/** The restaurant's categories, to limit a printer to some (the bar prints the drinks). */
export function usePrinterCategories(token: string) {
  return useQuery({
    queryKey: ['owner', 'printers', 'categories'],
    queryFn: () => ownerRequest<PrinterCategoryChoice[]>(token, { path: 'owner/printers/categories' }),
    meta: { silent: true },
  });
}
