import { useState } from 'react';
import { OwnerFrame } from '../../../shared/owner-frame.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { FailedMailsView } from './failed-mails-view.tsx';
import { MessagesView } from './messages-view.tsx';
import { SubscribersView } from './subscribers-view.tsx';

const TABS = ['messages', 'subscribers', 'undelivered'] as const;
type Tab = (typeof TABS)[number];

/** /manager/inbox: the contact form's messages, the newsletter's subscribers and mails to guests that could not be delivered. */
export function InboxPage() {
  const { t } = useContentTexts();
  const [tab, setTab] = useState<Tab>('messages');
  const select = (next: Tab) => {
    setTab(next);
    requestAnimationFrame(() => document.getElementById(`inbox-tab-${next}`)?.focus());
  };
  return (
    <OwnerFrame title={t('inbox.title')}>
      {(token) => (
        <>
          <div role="tablist" aria-label={t('inbox.title')} className="mb-4 flex flex-wrap gap-2">
            {TABS.map((name, index) => (
              <button
                key={name}
                id={`inbox-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`inbox-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
                  if (step === undefined) return;
                  // Arrows follow the reading direction: in Arabic the next tab is on the left.
                  const forward = document.dir === 'rtl' ? -step : step;
                  select(TABS[(index + forward + TABS.length) % TABS.length]!);
                }}
                className={`min-h-11 rounded-full px-4 font-semibold ${tab === name ? 'bg-primary text-on-primary' : 'bg-surface text-ink ring-1 ring-line hover:bg-stone-50'}`}
                data-testid={`inbox-tab-${name}`}
              >
                {t(`inbox.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`inbox-panel-${tab}`} aria-labelledby={`inbox-tab-${tab}`}>
            {tab === 'messages' ? (
              <MessagesView token={token} />
            ) : tab === 'subscribers' ? (
              <SubscribersView token={token} />
            ) : (
              <FailedMailsView token={token} />
            )}
          </div>
        </>
      )}
    </OwnerFrame>
  );
}
