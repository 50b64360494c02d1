import { useDeferredValue, useState } from 'react';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { inputClass } from '../../../shared/field.tsx';
import { SectionState } from '../../content/components/section-state.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { downloadSubscribersCsv, SUBSCRIBER_PAGE, useSubscribers } from '../api/inbox-api.ts';

/** The newsletter's subscribers: count, search, and the CSV of all of them. */
export function SubscribersView({ token }: { token: string }) {
  const { t, lang } = useContentTexts();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useSubscribers(token, deferred);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      showSnackbar({ message: errorText(error) });
    } finally {
      setDownloading(false);
    }
  };
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <div className="rounded-3xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end gap-3">
        <p className="me-auto text-lg font-bold" data-testid="subscriber-count">
          {list.data ? t('inbox.subscriberCount', { count: list.data.total }) : ' '}
        </p>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void download()} disabled={downloading} data-testid="export-csv">
          <Icon name="download" aria-hidden="true" />
          {t('inbox.exportCsv')}
        </button>
      </div>
      <label className="mt-4 block text-sm font-semibold" htmlFor="subscriber-search">
        {t('inbox.search')}
      </label>
      <input id="subscriber-search" type="search" dir="ltr" value={search} onChange={(event) => setSearch(event.target.value)} className={inputClass} />
      <SectionState query={list}>
        {list.data && (
          <>
            {deferred && (
              <p className="mt-3 text-sm text-muted" role="status">
                {t('inbox.matching', { count: list.data.matching })}
              </p>
            )}
            {list.data.subscribers.length === 0 ? (
              <p className="mt-4 text-muted">{t('inbox.noSubscribers')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line" data-testid="subscribers">
                {list.data.subscribers.map((subscriber) => (
                  <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-x-4 py-2">
                    <bdi className="min-w-0 break-all" dir="ltr">{subscriber.email}</bdi>
                    <span className="text-sm text-muted">
                      {t('inbox.since')} {date.format(new Date(subscriber.createdAt))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {list.data.matching > SUBSCRIBER_PAGE && <p className="mt-3 text-sm text-muted">{t('inbox.showMore', { count: SUBSCRIBER_PAGE })}</p>}
          </>
        )}
      </SectionState>
    </div>
  );
}
