import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { buttonClass } from '../../../ui/button.ts';
import { useOpenTableBill } from '../api/table-bill.ts';

/**
 * Opens the table's bill (api/table-payments/create) from the guest's basket at the table or their
 * eat-here order, then shows it. Every guest at the table lands on the same bill.
 */
export function OpenTableBillButton({
  from,
  variant = 'soft',
}: {
  from: { basketId: string } | { orderId: string };
  variant?: 'soft' | 'primary';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenTableBill();
  return (
    <div className="grid gap-1">
      <button
        type="button"
        className={buttonClass(variant, 'md')}
        disabled={open.isPending}
        data-testid="open-table-bill"
        onClick={() =>
          open.mutate(from, {
            onSuccess: (bill) => void navigate(`/table-bill?tablePaymentId=${encodeURIComponent(bill.tablePaymentId)}`),
          })
        }
      >
        {t('tableService.payBill')}
      </button>
      {open.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(open.error)}
        </p>
      )}
    </div>
  );
}

export default OpenTableBillButton;
