import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { SectionState } from '../../content/components/section-state.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { useFailedMails, useRetryMail } from '../api/inbox-api.ts';

/** Mails to guests that kept failing (kept by the outbox, decision 089), with the reason and a way to send again. */
export function FailedMailsView({ token }: { token: string }) {
  const { t, lang } = useContentTexts();
  const failed = useFailedMails(token);
  const retry = useRetryMail(token);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SectionState query={failed}>
      {failed.data &&
        (failed.data.length === 0 ? (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted" data-testid="no-failed-mails">
            {t('inbox.noFailedMails')}
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">{t('inbox.failedIntro')}</p>
            <ul className="space-y-2" data-testid="failed-mails">
              {failed.data.map((mail) => (
                <li key={mail.id} className="flex flex-wrap items-start gap-3 rounded-2xl border border-line bg-surface p-4">
                  <div className="me-auto min-w-0">
                    <p className="font-semibold break-words">
                      {mail.subject ?? t('inbox.orderConfirmation', { order: mail.orderId ?? '' })}
                    </p>
                    {mail.to && (
                      <p className="text-sm break-all">
                        <bdi>{mail.to}</bdi>
                      </p>
                    )}
                    <p className="mt-1 text-sm text-muted">
                      {when.format(new Date(mail.failedAt))} · {t('inbox.attempts', { count: mail.attempts })}
                    </p>
                    {mail.lastError && <p className="mt-1 font-mono text-xs break-words text-red-800">{mail.lastError}</p>}
                  </div>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'md')}
                    disabled={retry.isPending}
                    onClick={() =>
                      retry.mutate(mail.id, {
                        onSuccess: () => showSnackbar({ message: t('inbox.retried'), type: 'success' }),
                        onError: (error) => showSnackbar({ message: errorText(error) }),
                      })
                    }
                  >
                    <Icon name="repeat" />
                    {t('inbox.retry')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </SectionState>
  );
}
