import type { TableBill, TableBillUnit } from '@tavola/domain/schemas/table-payment';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { Icon } from '../../../ui/icon.tsx';
import { unitKey } from '../hooks/use-table-bill-socket.ts';

/** The bill's units grouped by order: a checkbox for each open one, a badge for the others. */
export function BillItems({
  bill,
  picked,
  othersPicking,
  selectable,
  onToggle,
}: {
  bill: TableBill;
  picked: ReadonlySet<string>;
  othersPicking: ReadonlySet<string>;
  selectable: boolean;
  onToggle: (unit: TableBillUnit, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const orders = new Map<number | null, TableBillUnit[]>();
  for (const item of bill.items) orders.set(item.orderNumber, [...(orders.get(item.orderNumber) ?? []), item]);

  return (
    <div className="grid gap-4">
      {[...orders.entries()].map(([number, items]) => (
        <fieldset key={number ?? 'none'} className="rounded-2xl bg-surface p-2 ring-1 ring-line">
          <legend className="px-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('tableBill.order', { number: number ?? '' })}
          </legend>
          <ul className="divide-y divide-line">
            {items.map((item) => {
              const key = unitKey(item);
              const open = item.state === 'open';
              const checked = picked.has(key);
              const someoneElse = open && !checked && othersPicking.has(key);
              return (
                <li key={key}>
                  <label
                    className={`flex min-h-12 items-center gap-3 rounded-xl px-2 py-2 ${open && selectable ? 'cursor-pointer hover:bg-stone-50' : ''} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary`}
                    data-testid="bill-unit"
                    data-state={item.state}
                  >
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-[var(--color-primary)]"
                      checked={checked}
                      disabled={!open || !selectable}
                      onChange={(event) => onToggle(item, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className={`block truncate ${open ? '' : 'text-muted line-through decoration-stone-300'}`}>
                        {item.name}
                      </span>
                      {!open && (
                        <span
                          className={`mt-0.5 inline-flex items-center gap-1 text-xs font-semibold ${item.state === 'paid' ? 'text-primary-ink' : 'text-amber-800'}`}
                        >
                          {item.state === 'paid' && <Icon name="check" className="size-3.5" />}
                          {t(`tableBill.state.${item.state}`)}
                        </span>
                      )}
                      {someoneElse && (
                        <span className="mt-0.5 block text-xs font-medium text-amber-800">
                          {t('tableBill.state.choosing')}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">{price(item.price)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
