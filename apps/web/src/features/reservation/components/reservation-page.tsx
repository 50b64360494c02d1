import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../api/api-error.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useCancelReservation, useReservationByLink } from '../api/reservation-link.ts';
import { ReservationSummary } from './reservation-summary.tsx';

const statusLooks = {
  booked: 'bg-primary/10 text-primary-ink ring-primary/20',
  seated: 'bg-sky-50 text-sky-900 ring-sky-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
} as const;

/** /reservation?id=…&token=… — the mailed link: the guest sees the booking and may cancel it. */
export function ReservationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const reservation = useReservationByLink(id, token);
  const cancel = useCancelReservation(id, token);
  const [confirming, setConfirming] = useState(false);
  const data = reservation.data;

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12" data-testid="reservation-page">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('reservation.pageTitle')}</h1>
      {reservation.isPending && id && token ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('reservation.loadingTimes')}</span>
          <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-stone-100" />
        </div>
      ) : !data ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-xl bg-red-50 px-4 py-3.5 text-red-800 ring-1 ring-red-200"
          data-testid="reservation-not-found"
        >
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          <p>{t('reservation.notFound')}</p>
        </div>
      ) : (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-semibold text-ink">{data.restaurantName}</p>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${statusLooks[data.status]}`}
              data-testid="reservation-status"
            >
              {t(`reservation.status.${data.status}`)}
            </span>
          </div>
          <ReservationSummary reservation={data} />
          {cancel.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {isApiError(cancel.error) ? cancel.error.message : t('errors.somethingWentWrong')}
            </p>
          )}
          {data.status === 'booked' &&
            (confirming ? (
              <div
                className="space-y-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-line"
                role="group"
                aria-labelledby="cancel-question"
              >
                <p id="cancel-question" className="font-medium text-ink">
                  {t('reservation.cancelConfirm')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
                    disabled={cancel.isPending}
                    aria-busy={cancel.isPending || undefined}
                    className={buttonClass('danger', 'md')}
                    data-testid="reservation-cancel-confirm"
                  >
                    {cancel.isPending ? t('reservation.cancelling') : t('reservation.cancelYes')}
                  </button>
                  <button type="button" onClick={() => setConfirming(false)} className={buttonClass('secondary', 'md')}>
                    {t('reservation.cancelNo')}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={buttonClass('dangerSoft', 'md', 'w-full sm:w-auto')}
                data-testid="reservation-cancel"
              >
                {t('reservation.cancel')}
              </button>
            ))}
        </div>
      )}
      <Link to="/menu" className={buttonClass('ghost', 'md', 'mt-8 -ms-3')}>
        <Icon name="arrowStart" className="size-5 rtl:-scale-x-100" />
        {t('reservation.toMenu')}
      </Link>
    </main>
  );
}
