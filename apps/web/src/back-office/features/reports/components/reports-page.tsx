import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { ReportExport } from '@tavola/domain/schemas/reports';
import { useManagerToken } from '../../../../api/manager-token.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { directionOf } from '../../../../i18n/languages.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { SnackbarHost } from '../../../../ui/snackbar.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useOwnerRestaurant } from '../../../shared/use-owner-restaurant.ts';
import { downloadCsv, useReport } from '../api/reports-api.ts';
import { useReportTexts } from '../i18n/use-report-texts.ts';
import { isValidRange, presetRange, type DateRange } from '../lib/ranges.ts';
import { reportFormat } from '../lib/report-format.ts';
import { RangePicker } from './range-picker.tsx';
import { ReportCharts, ReportTables, SummaryCards } from './report-figures.tsx';

/** /manager/reports: the owner's figures. Signed out leads to the board's sign-in; managers are told why not. */
export function ReportsPage() {
  const token = useManagerToken();
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return (
    <>
      {token ? <Reports token={token} /> : <Notice kind="signedOut" />}
      <SnackbarHost />
    </>
  );
}

function Notice({ kind }: { kind: 'signedOut' | 'ownerOnly' }) {
  const { t } = useReportTexts();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md rounded-3xl bg-surface p-7 text-center shadow-raised" data-testid={`reports-${kind}`}>
        <h1 className="text-2xl font-bold text-balance">{t(`${kind}.heading`)}</h1>
        <p className="mt-2 text-muted">{t(`${kind}.body`)}</p>
        <Link to="/manager" className={buttonClass('primary', 'lg', 'mt-6')}>
          {kind === 'signedOut' ? t('signedOut.action') : t('backToBoard')}
        </Link>
      </div>
    </main>
  );
}

function Reports({ token }: { token: string }) {
  const { t, lang } = useReportTexts();
  const restaurant = useOwnerRestaurant(token).data;
  const today = toLocalMoment(new Date(), restaurant?.timeZone ?? 'Europe/Berlin').date;
  const [params, setParams] = useSearchParams();
  const range: DateRange = useMemo(() => {
    const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    return isValidRange(asked) ? asked : presetRange('last7', today);
  }, [params, today]);
  const setRange = useCallback((next: DateRange) => setParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true }), [setParams]);
  const report = useReport(token, range, restaurant !== undefined);
  const [downloading, setDownloading] = useState<ReportExport | null>(null);
  const f = useMemo(() => reportFormat(lang, report.data?.currency ?? restaurant?.currency ?? 'EUR'), [lang, report.data?.currency, restaurant?.currency]);
  const rtl = directionOf(lang) === 'rtl';

  useEffect(() => {
    document.title = `${t('title')} | ${restaurant?.name ?? ''}`;
  }, [t, restaurant?.name]);

  const download = async (kind: ReportExport) => {
    setDownloading(kind);
    try {
      await downloadCsv(kind, range);
    } catch {
      showSnackbar({ message: t('actions.downloadFailed') });
    } finally {
      setDownloading(null);
    }
  };

  if (report.error && isApiError(report.error) && report.error.status === 403) return <Notice kind="ownerOnly" />;
  const data = report.data;
  const period = t('print.period', { from: f.date(range.from), to: f.date(range.to) });
  return (
    <div className="min-h-dvh bg-canvas print:bg-white">
      <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur print:static print:border-0">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
          <Link to="/manager" className={buttonClass('ghost', 'md', '-ms-2 print:hidden')}>
            <Icon name="arrowStart" />
            {t('backToBoard')}
          </Link>
          <div className="me-auto min-w-0">
            <h1 className="text-xl font-bold">
              <bdi>{restaurant?.name ?? ''}</bdi> · {t('title')}
            </h1>
            <p className="text-sm font-semibold text-muted" data-testid="report-period">
              {period}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 print:hidden">
            {(['orders', 'lines'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                onClick={() => void download(kind)}
                disabled={downloading !== null}
                aria-busy={downloading === kind}
                className={buttonClass('secondary', 'md')}
                data-testid={`download-${kind}`}
              >
                <Icon name="download" />
                {t(kind === 'orders' ? 'actions.ordersCsv' : 'actions.linesCsv')}
              </button>
            ))}
            <button type="button" onClick={() => window.print()} className={buttonClass('primary', 'md')} data-testid="print-report">
              <Icon name="receipt" />
              {t('actions.print')}
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-[1400px] grid-cols-1 gap-4 p-4 [&>*]:min-w-0" aria-busy={report.isFetching} data-testid="reports">
        <RangePicker range={range} today={today} onRange={setRange} t={t} />
        {report.error && !data ? (
          <div role="alert" className="rounded-2xl bg-surface p-6 text-center shadow-sm ring-1 ring-line" data-testid="reports-error">
            <p className="font-semibold">{t('loadFailed')}</p>
            <button type="button" onClick={() => void report.refetch()} className={buttonClass('primary', 'md', 'mt-4')}>
              {t('retry')}
            </button>
          </div>
        ) : !data ? (
          <div className="grid gap-3" data-testid="reports-loading">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-24" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        ) : (
          <div className={`grid grid-cols-1 gap-4 transition-opacity [&>*]:min-w-0 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
            <SummaryCards report={data} f={f} t={t} rtl={rtl} />
            {data.summary.orders === 0 ? (
              <p className="rounded-2xl bg-surface p-6 text-center font-semibold text-muted shadow-sm ring-1 ring-line" data-testid="reports-empty">
                {t('empty')}
              </p>
            ) : (
              <ReportCharts report={data} f={f} t={t} rtl={rtl} />
            )}
            <ReportTables report={data} f={f} t={t} rtl={rtl} />
            <p className="hidden text-xs text-muted print:block">{t('print.generated', { at: new Date().toLocaleString(lang) })}</p>
          </div>
        )}
      </main>
    </div>
  );
}
