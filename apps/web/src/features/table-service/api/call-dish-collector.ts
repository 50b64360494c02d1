import { apiRequest } from '../../../api/client.ts';

/** GET api/restaurant/robot-request (spec ordering-flow §7); answers the server's message. */
export async function callDishCollector(tableId: number): Promise<string> {
  const answer = await apiRequest<null>({ path: 'restaurant/robot-request', query: { tableId } });
  return answer.message.body;
}
