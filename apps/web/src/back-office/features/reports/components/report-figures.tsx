import { useMemo } from 'react';
import type { Report } from '@tavola/domain/schemas/reports';
import type { Translate } from '../../../../i18n/translate.ts';
import type { ReportFormat } from '../lib/report-format.ts';
import { BarChart } from './bar-chart.tsx';
import { DataTable } from './data-table.tsx';

interface FiguresProps {
  report: Report;
  f: ReportFormat;
  t: Translate;
  rtl: boolean;
}

function Card({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line break-inside-avoid print:shadow-none">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  );
}

/** The headline figures and how the total is made up. */
export function SummaryCards({ report, f, t }: FiguresProps) {
  const s = report.summary;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card label={t('summary.sales')} value={f.money(s.salesCents)} hint={t('summary.salesHint')} testId="report-sales" />
        <Card label={t('summary.orders')} value={f.count(s.orders)} testId="report-orders" />
        <Card label={t('summary.average')} value={f.money(s.averageBasketCents)} testId="report-average" />
        <Card label={t('summary.tips')} value={f.money(s.tipsCents)} hint={t('summary.tipsHint', { count: s.ordersWithTip })} testId="report-tips" />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-2xl bg-surface p-4 text-sm shadow-sm ring-1 ring-line sm:grid-cols-3 lg:grid-cols-6 print:shadow-none">
        {(
          [
            ['goods', s.goodsCents],
            ['discount', s.discountCents === 0 ? 0 : -s.discountCents],
            ['deposit', s.depositCents],
            ['deliveryFee', s.deliveryFeeCents],
            ['tips', s.tipsCents],
            ['total', s.totalCents],
          ] as const
        ).map(([key, cents]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-muted">{t(`summary.${key}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`report-${key}`}>
              {f.money(cents)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Sales per day and orders per hour as bars (hidden on paper: the tables carry the same figures). */
export function ReportCharts({ report, f, t, rtl }: FiguresProps) {
  const days = useMemo(() => ({ labels: report.days.map((d) => f.shortDate(d.date)), values: report.days.map((d) => d.salesCents) }), [report, f]);
  const hours = useMemo(() => ({ labels: report.hours.map((h) => String(h.hour)), values: report.hours.map((h) => h.orders) }), [report]);
  const money = f.money;
  const count = f.count;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:hidden [&>*]:min-w-0">
      <figure className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <figcaption className="pb-2 font-bold">{t('charts.perDay')}</figcaption>
        <BarChart {...days} format={money} label={t('charts.chartOf', { title: t('charts.perDay') })} rtl={rtl} testId="chart-days" />
      </figure>
      <figure className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <figcaption className="pb-2 font-bold">{t('charts.perHour')}</figcaption>
        <BarChart {...hours} format={count} integer label={t('charts.chartOf', { title: t('charts.perHour') })} rtl={rtl} testId="chart-hours" />
      </figure>
    </div>
  );
}

/** Every breakdown as a table: what an accountant checks and what the printout shows. */
export function ReportTables({ report, f, t }: FiguresProps) {
  const none = t('tables.none');
  const bucketColumns = [
    { header: t('tables.orders'), cell: (b: { orders: number }) => f.count(b.orders), numeric: true },
    { header: t('tables.sales'), cell: (b: { salesCents: number }) => f.money(b.salesCents), numeric: true },
    { header: t('tables.tips'), cell: (b: { tipsCents: number }) => f.money(b.tipsCents), numeric: true },
  ];
  const s = report.summary;
  const totals = [t('tables.total'), f.count(s.orders), f.money(s.salesCents), f.money(s.tipsCents)];
  const r = report.rejections;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:grid-cols-2 [&>*]:min-w-0">
      <DataTable
        caption={t('tables.perDay')}
        rows={report.days}
        columns={[{ header: t('tables.day'), cell: (d) => f.date(d.date) }, ...bucketColumns]}
        empty={none}
        foot={totals}
        testId="table-days"
      />
      <DataTable
        caption={t('tables.perWeek')}
        rows={report.weeks}
        columns={[{ header: t('tables.week'), cell: (w) => <bdi>{`${w.week} · ${f.shortDate(w.monday)}`}</bdi> }, ...bucketColumns]}
        empty={none}
        foot={totals}
        testId="table-weeks"
      />
      <DataTable
        caption={t('tables.deliveryTypes')}
        rows={report.deliveryTypes}
        columns={[{ header: t('tables.deliveryTypes'), cell: (d) => t(`deliveryTypes.${d.deliveryType}`) }, ...bucketColumns]}
        empty={none}
        testId="table-delivery-types"
      />
      <DataTable
        caption={t('tables.paymentMethods')}
        rows={report.paymentMethods}
        columns={[{ header: t('tables.paymentMethods'), cell: (p) => t(`paymentTypes.${p.paymentType}`) }, ...bucketColumns]}
        empty={none}
        testId="table-payment-methods"
      />
      <DataTable
        caption={t('tables.topDishes')}
        rows={report.topDishes}
        columns={[
          { header: t('tables.dish'), cell: (d) => <bdi>{d.name}</bdi> },
          { header: t('tables.quantity'), cell: (d) => f.count(d.quantity), numeric: true },
          { header: t('tables.revenue'), cell: (d) => f.money(d.revenueCents), numeric: true },
        ]}
        empty={none}
        testId="table-dishes"
      />
      <DataTable
        caption={t('tables.vat')}
        rows={report.vat.rates}
        columns={[
          { header: t('tables.rate'), cell: (v) => f.rate(v.rateBasisPoints) },
          { header: t('tables.gross'), cell: (v) => f.money(v.grossCents), numeric: true },
          { header: t('tables.net'), cell: (v) => f.money(v.netCents), numeric: true },
          { header: t('tables.vatAmount'), cell: (v) => f.money(v.vatCents), numeric: true },
        ]}
        empty={report.vat.undeclaredCents > 0 ? `${t('tables.undeclared')}: ${f.money(report.vat.undeclaredCents)}` : none}
        foot={[t('tables.outsideVat'), f.money(report.vat.outsideVatCents), '', '']}
        testId="table-vat"
      />
      <DataTable
        caption={t('tables.vouchers')}
        rows={report.vouchers}
        columns={[
          { header: t('tables.code'), cell: (v) => <bdi>{v.code}</bdi> },
          { header: t('tables.uses'), cell: (v) => f.count(v.uses), numeric: true },
          { header: t('tables.discount'), cell: (v) => f.money(v.discountCents), numeric: true },
        ]}
        empty={none}
        testId="table-vouchers"
      />
      <DataTable
        caption={t('tables.rejections')}
        rows={[
          { label: t('tables.rejected'), orders: r.orders, cents: r.totalCents },
          { label: t('tables.refunded'), orders: r.refunded, cents: r.refundedCents },
          { label: t('tables.refundPending'), orders: r.refundPending, cents: r.refundPendingCents },
          { label: t('tables.unpaid'), orders: report.unpaid.orders, cents: report.unpaid.totalCents },
        ]}
        columns={[
          { header: t('tables.rejections'), cell: (row) => row.label },
          { header: t('tables.orders'), cell: (row) => f.count(row.orders), numeric: true },
          { header: t('summary.total'), cell: (row) => f.money(row.cents), numeric: true },
        ]}
        empty={none}
        foot={[t('tables.notCounted'), '', '']}
        testId="table-rejections"
      />
    </div>
  );
}
