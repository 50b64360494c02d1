import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { splitShareCents, BILL_SPLIT_MAX } from '@tavola/domain/tables/table-bill';
import { amountToCents, centsToAmount } from '@tavola/domain/pricing/money';
import type { TableBill, TableBillUnit } from '@tavola/domain/schemas/table-payment';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { paymentLinkTarget } from '../../../lib/payment-link.ts';
import { forgetSeatedTable } from '../../../lib/seated-table.ts';
import { readSessionJson, writeSessionJson } from '../../../lib/storage.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { visiblePaymentMethods } from '../../checkout/lib/payment-methods.ts';
import { usePaymentUpdate } from '../../payment/api/payment-update.ts';
import { sendPicks, usePayShare, useTableBill } from '../api/table-bill.ts';
import { unitKey, useTableBillSocket } from '../hooks/use-table-bill-socket.ts';
import { BillItems } from './bill-items.tsx';

type Mode = 'items' | 'split';
const cents = (amount: number) => amountToCents(amount) ?? Math.round(amount * 100);
const picksKey = (tablePaymentId: string) => `tavola.tableBill.${tablePaymentId}.picks`;

/**
 * /table-bill?tablePaymentId=…: the table's bill, the same on every phone at the table and live.
 * A guest picks the dishes they had (the others see them being chosen) or pays an equal part of the
 * rest, online. Back from the provider (…&shareId=…), the page asks the server how the payment went.
 */
export function TableBillPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tablePaymentId = params.get('tablePaymentId');
  const shareId = params.get('shareId');
  const bill = useTableBill(tablePaymentId);
  const live = useTableBillSocket(tablePaymentId);

  if (!tablePaymentId) return <BillMessage text={t('tableBill.notFound')} />;
  if (bill.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('tableBill.loading')}>
        <Skeleton className="h-28 w-full rounded-3xl" />
        <Skeleton className="h-64 w-full rounded-3xl" />
      </div>
    );
  }
  if (bill.isError) return <BillMessage text={errorText(bill.error)} />;
  return <BillScreen bill={bill.data} shareId={shareId} live={live} />;
}

function BillScreen({
  bill,
  shareId,
  live,
}: {
  bill: TableBill;
  shareId: string | null;
  live: ReturnType<typeof useTableBillSocket>;
}) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const navigate = useNavigate();
  const info = useRestaurantInfo();
  const pay = usePayShare(bill.tablePaymentId);
  const [mode, setMode] = useState<Mode>(bill.splitStarted ? 'split' : 'items');
  const [people, setPeople] = useState(2);
  const [picked, setPicked] = useState<Set<string>>(
    () => new Set(readSessionJson<string[]>(picksKey(bill.tablePaymentId)) ?? []),
  );

  // Units someone else paid (or is paying) meanwhile leave this guest's choice.
  const openKeys = useMemo(
    () => new Set(bill.items.filter((item) => item.state === 'open').map(unitKey)),
    [bill.items],
  );
  const stillOpen = useMemo(() => [...picked].filter((key) => openKeys.has(key)), [picked, openKeys]);
  // Kept for this tab: a reload (or the way back from a failed payment) finds the same choice; written in
  // the commit, not after the next paint, so a reload right after a tap finds it (decision 073).
  useLayoutEffect(
    () => writeSessionJson(picksKey(bill.tablePaymentId), stillOpen.length > 0 ? stillOpen : null),
    [bill.tablePaymentId, stillOpen],
  );
  const effectiveMode: Mode = bill.splitStarted ? 'split' : mode;

  const onlineMethod = info.data
    ? visiblePaymentMethods(info.data, 'here').find((method) => method.code === 'mollie' || method.code === 'saferPay')
    : undefined;
  const pickedUnits = bill.items.filter((item) => stillOpen.includes(unitKey(item)));
  const shareCents =
    effectiveMode === 'split'
      ? splitShareCents(cents(bill.splitBase), people, cents(bill.left))
      : pickedUnits.reduce((sum, item) => sum + cents(item.price), 0);

  const toggle = (unit: TableBillUnit, on: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(unitKey(unit));
      else next.delete(unitKey(unit));
      return next;
    });
    // Only a hint for the others: a lost message changes nothing that matters.
    void sendPicks(bill.tablePaymentId, live.socketId, on ? 'select' : 'unselect', [
      { orderLineId: unit.orderLineId, unit: unit.unit },
    ]).catch(() => undefined);
  };

  const submit = () => {
    if (!onlineMethod) return;
    pay.mutate(
      effectiveMode === 'split'
        ? { paymentType: onlineMethod.code as 'mollie' | 'saferPay', split: people }
        : {
            paymentType: onlineMethod.code as 'mollie' | 'saferPay',
            basketItems: pickedUnits.map(({ orderLineId, unit }) => ({ orderLineId, unit })),
          },
      {
        onSuccess: (share) => {
          const here = `/table-bill?tablePaymentId=${encodeURIComponent(bill.tablePaymentId)}`;
          const target = paymentLinkTarget(share.paymentLink, location.origin, here);
          if (target.kind === 'route') void navigate(target.to);
          else location.assign(target.url);
        },
      },
    );
  };

  const paidAll = bill.status === 'paid';
  // The table's bill is paid: the guest is done at the table, the next basket no longer sits there.
  useEffect(() => {
    if (paidAll) forgetSeatedTable(pageConfig.restaurantId);
  }, [paidAll]);
  return (
    <div className="grid gap-5">
      <header className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04] sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="font-display text-2xl font-bold sm:text-3xl">
              {t('tableBill.title', { table: bill.tableName })}
            </h1>
            <p className="mt-1 text-sm text-muted">{t('tableBill.intro')}</p>
          </div>
          <span
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ${live.connected ? 'bg-primary/10 text-primary-ink' : 'bg-amber-100 text-amber-800'}`}
            role="status"
            data-testid="bill-live"
          >
            <span
              className={`size-2 rounded-full ${live.connected ? 'bg-primary' : 'animate-pulse bg-amber-600'}`}
              aria-hidden="true"
            />
            {live.connected ? t('tableBill.live') : t('tableBill.offline')}
          </span>
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
          <Figure label={t('tableBill.total')} value={price(bill.total)} />
          <Figure label={t('tableBill.paid')} value={price(bill.paid)} testId="bill-paid" />
          <Figure label={t('tableBill.left')} value={price(bill.left)} strong testId="bill-left" />
        </dl>
      </header>

      {shareId && <ShareOutcome shareId={shareId} />}

      {paidAll ? (
        <BillMessage text={t('tableBill.paidAll')} icon="check" testId="bill-paid-all" />
      ) : bill.items.length === 0 ? (
        <BillMessage text={t('tableBill.empty')} testId="bill-empty" />
      ) : (
        <>
          <fieldset className="grid grid-cols-2 gap-2 rounded-full bg-stone-100 p-1" data-testid="bill-mode">
            <legend className="sr-only">{t('tableBill.modes.label')}</legend>
            {(['items', 'split'] as const).map((value) => (
              <label
                key={value}
                className={`flex h-11 cursor-pointer items-center justify-center rounded-full text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                  effectiveMode === value ? 'bg-surface shadow-sm' : 'text-muted'
                } ${value === 'items' && bill.splitStarted ? 'cursor-not-allowed opacity-50' : ''}`}
              >
                <input
                  type="radio"
                  name="bill-mode"
                  value={value}
                  className="sr-only"
                  checked={effectiveMode === value}
                  disabled={value === 'items' && bill.splitStarted}
                  onChange={() => setMode(value)}
                />
                {t(`tableBill.modes.${value}`)}
              </label>
            ))}
          </fieldset>
          {bill.splitStarted && (
            <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('tableBill.splitStarted')}
            </p>
          )}

          {effectiveMode === 'split' ? (
            <SplitChooser people={people} onChange={setPeople} />
          ) : (
            <BillItems
              bill={bill}
              picked={new Set(stillOpen)}
              othersPicking={live.othersPicking}
              selectable
              onToggle={toggle}
            />
          )}

          {/* Stays in reach at the bottom of a phone while the list scrolls, then rests under it. */}
          <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-surface/95 p-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
            {shareCents <= 0 && <p className="mb-2 text-center text-sm text-muted">{t('tableBill.chooseSomething')}</p>}
            {pay.error && (
              <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                {errorText(pay.error)}
              </p>
            )}
            <button
              type="button"
              className={buttonClass('primary', 'lg', 'w-full')}
              disabled={shareCents <= 0 || !onlineMethod || pay.isPending}
              onClick={submit}
              data-testid="bill-pay"
            >
              {pay.isPending ? t('tableBill.paying') : t('tableBill.pay', { amount: price(centsToAmount(shareCents)) })}
            </button>
          </div>
        </>
      )}
      <Link to="/menu" className={buttonClass('ghost', 'md', 'justify-self-center')}>
        {t('tableBill.back')}
      </Link>
    </div>
  );
}

function Figure({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-stone-50 px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${strong ? 'text-lg font-bold' : 'font-semibold'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SplitChooser({ people, onChange }: { people: number; onChange: (people: number) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line"
      data-testid="bill-split"
    >
      <span className="text-sm text-muted">{t('tableBill.splitHint')}</span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'icon')}
          aria-label={t('tableBill.fewer')}
          disabled={people <= 2}
          onClick={() => onChange(people - 1)}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <output className="min-w-24 text-center font-semibold" aria-live="polite" data-testid="bill-people">
          {t('tableBill.people', { count: people })}
        </output>
        <button
          type="button"
          className={buttonClass('secondary', 'icon')}
          aria-label={t('tableBill.more')}
          disabled={people >= BILL_SPLIT_MAX}
          onClick={() => onChange(people + 1)}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** Back from the provider: what the server says about this guest's share (never what the URL says). */
function ShareOutcome({ shareId }: { shareId: string }) {
  const { t } = useTranslation();
  const update = usePaymentUpdate({ orderId: shareId, paymentId: null }, true);
  if (!update.data) return null;
  const status = update.data.status;
  const kind = status === 'paid' ? 'paid' : status === 'open' || status === 'pending' ? 'pending' : 'failed';
  return (
    <p
      role="status"
      data-testid={`share-${kind}`}
      className={`flex items-center gap-3 rounded-2xl p-4 text-sm font-medium ring-1 ${
        kind === 'paid'
          ? 'bg-primary/5 text-primary-ink ring-primary/20'
          : kind === 'failed'
            ? 'bg-red-50 text-red-800 ring-red-200'
            : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      <Icon name={kind === 'paid' ? 'check' : kind === 'failed' ? 'alert' : 'clock'} className="size-5 shrink-0" />
      {t(`tableBill.shareOutcome.${kind}`)}
    </p>
  );
}

function BillMessage({
  text,
  icon = 'receipt',
  testId,
}: {
  text: string;
  icon?: 'receipt' | 'check';
  testId?: string;
}) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-5 py-10 text-center shadow-card ring-1 ring-stone-900/[0.04]"
      data-testid={testId}
    >
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name={icon} className="size-6" />
      </span>
      <p className="max-w-md font-medium">{text}</p>
    </section>
  );
}
