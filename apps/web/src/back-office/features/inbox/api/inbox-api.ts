import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInbox, ContactMessage, FailedMail, SubscriberList } from '@tavola/domain/schemas/owner-content';
import { ownerFetch, ownerRequest } from '../../../shared/owner-request.ts';

export const inboxKeys = {
  messages: ['owner', 'inbox', 'messages'] as const,
  subscribers: (search: string) => ['owner', 'inbox', 'subscribers', search] as const,
};

export function useContactInbox(token: string) {
  return useQuery({ queryKey: inboxKeys.messages, queryFn: () => ownerRequest<ContactInbox>(token, { path: 'owner/inbox/messages' }) });
}

export function useMarkMessage(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mark: { id: number; read: boolean }) =>
      ownerRequest<ContactMessage>(token, { method: 'PUT', path: `owner/inbox/messages/${mark.id}`, body: { read: mark.read } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.messages }),
  });
}

export const SUBSCRIBER_PAGE = 200;

export function useSubscribers(token: string, search: string) {
  return useQuery({
    queryKey: inboxKeys.subscribers(search),
    queryFn: () => ownerRequest<SubscriberList>(token, { path: 'owner/inbox/subscribers', query: { q: search || undefined, limit: SUBSCRIBER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV comes as a file with the owner's token, so it is fetched and handed to the browser as a download. */
export async function downloadSubscribersCsv(): Promise<void> {
  const response = await ownerFetch('owner/inbox/subscribers.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'newsletter-subscribers.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const failedMailsKey = ['owner', 'inbox', 'failed-mails'] as const;

/** Mails to guests the outbox gave up on (decision 089): the owner sees them and sends them again. */
export function useFailedMails(token: string) {
  return useQuery({ queryKey: failedMailsKey, queryFn: () => ownerRequest<FailedMail[]>(token, { path: 'owner/inbox/failed-mails' }) });
}

export function useRetryMail(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => ownerRequest<null>(token, { method: 'POST', path: `owner/inbox/failed-mails/${id}/retry`, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: failedMailsKey }),
  });
}
