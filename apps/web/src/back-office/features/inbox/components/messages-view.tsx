import { useState } from 'react';
import type { ContactMessage } from '@tavola/domain/schemas/owner-content';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { SectionState } from '../../content/components/section-state.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { useContactInbox, useMarkMessage } from '../api/inbox-api.ts';

/** The contact messages, newest first; opening one marks it read. */
export function MessagesView({ token }: { token: string }) {
  const { t } = useContentTexts();
  const inbox = useContactInbox(token);
  const mark = useMarkMessage(token);
  const [open, setOpen] = useState<number | null>(null);
  const setRead = (message: ContactMessage, read: boolean) =>
    mark.mutate({ id: message.id, read }, { onError: (error) => showSnackbar({ message: errorText(error) }) });
  const toggle = (message: ContactMessage) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && message.readAt === null) setRead(message, true);
  };
  return (
    <SectionState query={inbox}>
      {inbox.data && (
        <>
          <p className="mb-3 text-sm font-semibold text-muted" data-testid="unread-count">
            {t('inbox.unread', { count: inbox.data.unread })}
          </p>
          {inbox.data.messages.length === 0 ? (
            <p className="rounded-2xl bg-surface p-6 text-center text-muted">{t('inbox.noMessages')}</p>
          ) : (
            <ul className="space-y-2" data-testid="contact-messages">
              {inbox.data.messages.map((message) => (
                <MessageItem key={message.id} message={message} open={open === message.id} onToggle={() => toggle(message)} onSetRead={(read) => setRead(message, read)} />
              ))}
            </ul>
          )}
        </>
      )}
    </SectionState>
  );
}

function MessageItem({ message, open, onToggle, onSetRead }: { message: ContactMessage; open: boolean; onToggle: () => void; onSetRead: (read: boolean) => void }) {
  const { t, lang } = useContentTexts();
  const unread = message.readAt === null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.createdAt));
  const bodyId = `message-${message.id}`;
  const mailto = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(t('inbox.replySubject'))}`;
  return (
    <li className={`rounded-2xl border bg-surface ${unread ? 'border-primary/40' : 'border-line'}`} data-testid="contact-message">
      <button type="button" onClick={onToggle} aria-expanded={open} aria-controls={bodyId} className="flex w-full min-h-11 items-start gap-3 p-4 text-start">
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <bdi className={unread ? 'font-bold' : 'font-semibold'}>{message.name}</bdi>
            {unread && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary">{t('inbox.unreadBadge')}</span>}
          </span>
          <span className="mt-0.5 block truncate text-sm text-muted" dir="auto">
            {message.message}
          </span>
        </span>
        <span className="shrink-0 text-xs text-muted">{when}</span>
        <Icon name="chevronDown" className={`size-5 shrink-0 transition ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div id={bodyId} className="border-t border-line p-4">
          <p className="text-sm">
            <a className="font-semibold text-primary-ink underline" href={`mailto:${message.email}`}>
              <bdi>{message.email}</bdi>
            </a>
            {message.phone && (
              <>
                {' · '}
                {t('inbox.phone')}: <a href={`tel:${message.phone}`} dir="ltr" className="underline">{message.phone}</a>
              </>
            )}
          </p>
          <p className="mt-3 whitespace-pre-wrap" dir="auto" data-testid="contact-message-body">
            {message.message}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={mailto} className={buttonClass('primary', 'md')} data-testid="reply-by-mail">
              <Icon name="mail" aria-hidden="true" />
              {t('inbox.reply')}
            </a>
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onSetRead(unread)}>
              {unread ? t('inbox.markRead') : t('inbox.markUnread')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
