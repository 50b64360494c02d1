import { Link } from 'react-router';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useGoLive, useSetupOverview } from '../api/setup-api.ts';
import { useSetupTexts } from '../i18n/use-setup-texts.ts';

/**
 * On the owner's overview while the restaurant is in setup: each step done or not as the server reads
 * it from the data, a link to the screen that does it, and "Go live" once all are done (decision 090).
 */
export function SetupChecklist({ token }: { token: string }) {
  const { t } = useSetupTexts();
  const overview = useSetupOverview(token);
  const goLive = useGoLive(token);
  if (overview.isPending) {
    return (
      <div role="status" aria-label={t('checklist.loading')} className="mb-6">
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className="mb-6 rounded-2xl bg-surface p-4 ring-1 ring-line" role="alert">
        <p>{t('checklist.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void overview.refetch()}
          className={buttonClass('secondary', 'md', 'mt-3')}
        >
          {t('checklist.retry')}
        </button>
      </div>
    );
  }
  const { status, steps, ready } = overview.data;
  if (status === 'live') {
    return goLive.isSuccess ? (
      <p
        className="mb-6 rounded-2xl bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200"
        role="status"
        data-testid="setup-live"
      >
        {t('checklist.live')}
      </p>
    ) : null;
  }
  const done = steps.filter((step) => step.done).length;
  const submit = () =>
    goLive.mutate(undefined, {
      onError: (error) => {
        showSnackbar({ message: errorText(error) });
        void overview.refetch();
      },
    });
  return (
    <section
      aria-labelledby="setup-title"
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-sm"
      data-testid="setup-checklist"
    >
      <h2 id="setup-title" className="text-lg font-bold">
        {t('checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('checklist.intro')}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="setup-progress">
        {t('checklist.progress', { done, total: steps.length })}
      </p>
      <ol className="mt-3 grid gap-2">
        {steps.map((step, index) => (
          <li key={step.step}>
            <Link
              to={`/manager/${step.screen}`}
              className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 hover:bg-stone-50 focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none"
              data-testid={`setup-step-${step.step}`}
              data-done={step.done}
            >
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${step.done ? 'bg-green-700 text-white' : 'bg-stone-100 text-stone-700'}`}
                aria-hidden="true"
              >
                {step.done ? <Icon name="check" className="size-4" /> : index + 1}
              </span>
              <span className="me-auto">{t(`checklist.steps.${step.step}`)}</span>
              <span className={`shrink-0 text-sm font-semibold whitespace-nowrap ${step.done ? 'text-green-800' : 'text-muted'}`}>
                {step.done ? t('checklist.done') : t('checklist.open')}
              </span>
              <Icon name="chevronEnd" className="size-4 shrink-0 text-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={submit}
          disabled={!ready || goLive.isPending}
          aria-describedby={ready ? undefined : 'setup-go-live-hint'}
          className={buttonClass('primary', 'lg')}
          data-testid="setup-go-live"
        >
          {goLive.isPending ? t('checklist.goingLive') : t('checklist.goLive')}
        </button>
        {!ready && (
          <p id="setup-go-live-hint" className="text-sm text-muted">
            {t('checklist.goLiveHint')}
          </p>
        )}
      </div>
    </section>
  );
}
