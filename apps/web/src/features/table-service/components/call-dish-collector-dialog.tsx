import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { callDishCollector } from '../api/call-dish-collector.ts';

/** Success notices close sooner than errors (spec accounts §9). */
const SUCCESS_NOTICE_MS = 2000;

interface CallDishCollectorDialogProps {
  tableId: number;
  basketId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The robot confirmation dialog (spec accounts §4): on success the server's message; on failure the
 * server's message (503 'not available' included) or 'Something went wrong!'.
 */
export default function CallDishCollectorDialog({
  tableId,
  basketId,
  open,
  onOpenChange,
}: CallDishCollectorDialogProps) {
  const { t } = useTranslation();
  const call = useMutation({
    mutationFn: () => callDishCollector(tableId, basketId),
    onSuccess: (message) => showSnackbar({ message, type: 'success', duration: SUCCESS_NOTICE_MS }),
    onError: (error) =>
      showSnackbar({ message: (isApiError(error) && error.serverMessage) || t('tableService.somethingWentWrong') }),
    onSettled: () => onOpenChange(false),
  });

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      variant="center"
      title={t('tableService.confirmTitle')}
      description={t('tableService.confirmNote')}
      widthClass="md:w-[min(92vw,460px)]"
      testId="dish-collector-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onOpenChange(false)}>
            {t('tableService.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            disabled={call.isPending}
            onClick={() => call.mutate()}
          >
            {t('tableService.confirm')}
          </button>
        </div>
      }
    >
      {null}
    </Sheet>
  );
}
