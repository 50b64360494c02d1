import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardCall } from '@tavola/domain/schemas/board-calls';
import { apiRequest } from '../../../api/client.ts';
import { asManager } from './manager-api.ts';

/** Under 'manager': every board stream event (a call, a call closed elsewhere) reloads it. */
const callsKey = ['manager', 'calls'] as const;

/** GET api/managers/calls: the evening's dish-collector calls, open ones included however old. */
export function useBoardCalls(token: string) {
  return useQuery({
    queryKey: callsKey,
    queryFn: () => asManager(token, async (bearer) => (await apiRequest<BoardCall[]>({ path: 'managers/calls', bearer })).data),
  });
}

/** POST api/managers/calls/done. */
export function useCallDone(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<BoardCall>({ method: 'POST', path: 'managers/calls/done', bearer: token, body: { id } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: callsKey }),
  });
}
