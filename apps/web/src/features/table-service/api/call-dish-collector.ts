import { apiRequest } from '../../../api/client.ts';

/**
 * GET api/restaurant/robot-request (spec ordering-flow §7) with the basket seated at the table by
 * its code (the server's proof that the guest sits there); answers the server's message.
 */
export async function callDishCollector(tableId: number, basketId: string): Promise<string> {
  const answer = await apiRequest<null>({ path: 'restaurant/robot-request', query: { tableId, basketId } });
  return answer.message.body;
}
