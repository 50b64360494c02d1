import { apiRequest } from '../../../api/client.ts';
import type { BotFields } from '../../../lib/bot-check.ts';

/**
 * POST api/newsletter/create with the email as a query parameter (spec accounts §7), plus the bot
 * check's fields (lib/bot-check); answers the text to show.
 */
export async function subscribeNewsletter({ email, bot }: { email: string; bot: BotFields }): Promise<string> {
  const answer = await apiRequest<null>({ method: 'POST', path: 'newsletter/create', query: { email, ...bot } });
  return answer.msg ?? answer.message.body;
}
