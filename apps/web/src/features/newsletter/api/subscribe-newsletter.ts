import { apiRequest } from '../../../api/client.ts';

/** POST api/newsletter/create with the email as a query parameter (spec accounts §7); answers the text to show. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const answer = await apiRequest<null>({ method: 'POST', path: 'newsletter/create', query: { email } });
  return answer.msg ?? answer.message.body;
}
