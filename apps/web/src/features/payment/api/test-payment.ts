import { useMutation, useQuery } from '@tanstack/react-query';
import type { CompletedTestPayment, TestPayment, TestPaymentOutcome } from '@tavola/domain/schemas/payment';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

export type { TestPayment, TestPaymentOutcome };

/** GET api/payment/test/{id}: the built-in provider's payment the /payment page settles. */
export function useTestPayment(id: string | null) {
  return useQuery({
    queryKey: paymentKeys.testPayment(id),
    queryFn: async () => (await apiRequest<TestPayment>({ path: `payment/test/${encodeURIComponent(id ?? '')}` })).data,
    enabled: id !== null,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useCompleteTestPayment(id: string) {
  return useMutation({
    mutationFn: async (outcome: TestPaymentOutcome) =>
      (
        await apiRequest<CompletedTestPayment>({
          method: 'POST',
          path: `payment/test/${encodeURIComponent(id)}/complete`,
          body: { outcome },
        })
      ).data,
    meta: { silent: true },
  });
}
