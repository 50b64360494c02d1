import { useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH } from '@tavola/domain/orders/status-moves';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const QUICK_REASONS = ['soldOut', 'busy', 'closed', 'area'] as const;

/** Asks for the reason the guest is told; one tap on a usual reason, or typed. */
export function RejectDialog({
  orderNumber,
  busy,
  onConfirm,
  onClose,
}: {
  orderNumber: number;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useManagerTexts();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reject.title', { number: orderNumber })}
      description={t('reject.intro')}
      variant="center"
      testId="reject-dialog"
      footer={
        <div className="flex gap-3">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'lg', 'flex-1')}>
            {t('reject.cancel')}
          </button>
          <button
            type="button"
            disabled={!trimmed || busy}
            onClick={() => onConfirm(trimmed)}
            className={buttonClass('danger', 'lg', 'flex-1')}
            data-testid="reject-confirm"
          >
            {t('reject.confirm')}
          </button>
        </div>
      }
    >
      <div className="flex flex-wrap gap-2">
        {QUICK_REASONS.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => setReason(t(`reject.quick.${key}`))}
            className={buttonClass('secondary', 'md')}
          >
            {t(`reject.quick.${key}`)}
          </button>
        ))}
      </div>
      <label className="mt-5 block text-sm font-semibold">
        {t('reject.reason')}
        <textarea
          value={reason}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          className="mt-1.5 block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
          data-testid="reject-reason"
        />
      </label>
    </Sheet>
  );
}
