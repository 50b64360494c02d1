import { useFormatPrice } from '../../../lib/money.ts';
import { useTableBills } from '../api/manager-table-bills-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/** Every table's bill as guests pay it together, and the PIN of the day for paying at the table. */
export function TableBills({ token }: { token: string }) {
  const { t } = useManagerTexts();
  const price = useFormatPrice();
  const bills = useTableBills(token).data;
  return (
    <section
      aria-labelledby="table-bills-title"
      className="mb-4 rounded-3xl bg-surface p-5 shadow-card print:hidden"
      data-testid="table-bills"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="table-bills-title" className="text-lg font-bold">
            {t('tableBills.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">{t('tableBills.intro')}</p>
        </div>
        {bills && (
          <div className="rounded-2xl bg-stone-100 px-4 py-2 text-center" title={t('tableBills.pinHint')}>
            <div className="text-xs text-muted">{t('tableBills.pin')}</div>
            <div className="font-mono text-2xl font-bold tracking-[0.3em]" data-testid="table-pin">
              {bills.pin}
            </div>
          </div>
        )}
      </div>
      {bills && bills.bills.length === 0 && <p className="mt-4 text-sm text-muted">{t('tableBills.empty')}</p>}
      {bills && bills.bills.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="text-start text-xs text-muted">
              <tr>
                <th className="py-2 text-start font-medium">{t('tableBills.table')}</th>
                <th className="py-2 text-end font-medium">{t('tableBills.total')}</th>
                <th className="py-2 text-end font-medium">{t('tableBills.paid')}</th>
                <th className="py-2 text-end font-medium">{t('tableBills.left')}</th>
                <th className="py-2 text-end font-medium">
                  <span className="sr-only">Status</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {bills.bills.map((bill) => (
                <tr key={bill.tablePaymentId} data-testid="table-bill-row">
                  <th scope="row" className="py-2.5 text-start font-semibold">
                    {bill.tableName}
                  </th>
                  <td className="py-2.5 text-end tabular-nums">{price(bill.total)}</td>
                  <td className="py-2.5 text-end tabular-nums">{price(bill.paid)}</td>
                  <td className="py-2.5 text-end font-semibold tabular-nums">{price(bill.left)}</td>
                  <td className="py-2.5 text-end">
                    <span
                      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${bill.status === 'paid' ? 'bg-primary/10 text-primary-ink' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {bill.status === 'paid' ? t('tableBills.settled') : t('tableBills.open')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
