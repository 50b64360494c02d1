import type { ContactForm } from '@tavola/domain/schemas/contact';
import { apiRequest } from '../../../api/client.ts';
import type { BotFields } from '../../../lib/bot-check.ts';

/** POST api/contact: answers the server's text ('your message has been delivered successfully!'). */
export async function sendContactMessage(form: ContactForm, bot: BotFields): Promise<string> {
  const answer = await apiRequest<null>({ method: 'POST', path: 'contact', body: { ...form, ...bot } });
  return answer.msg ?? answer.message.body;
}
