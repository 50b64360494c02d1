import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isTableCapacityValid } from '@tavola/domain/tables/table-capacity';
import { applyBasketAnswer } from '../../../api/basket.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { writeStorage, storageKeys } from '../../../lib/storage.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { saveTableCapacity } from '../api/save-table-capacity.ts';

interface TableCapacityDialogProps {
  basketId: string;
  /** Today on the restaurant's clock: stored with the capacity, per basket. */
  today: string;
  onDismiss: () => void;
}

const inputLooks =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-[15px] outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/** The table-capacity question: adults and children, saved into the basket's extra_info. */
export default function TableCapacityDialog({ basketId, today, onDismiss }: TableCapacityDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adultsId = useId();
  const childrenId = useId();
  const errorId = useId();
  const [adults, setAdults] = useState('');
  const [children, setChildren] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (capacity: { adults: number; children: number }) => saveTableCapacity(basketId, capacity, today),
    onSuccess: async (basket) => {
      writeStorage(storageKeys.tableCapacityDate(basketId), today);
      await applyBasketAnswer(queryClient, basket);
    },
    onError: (failure) =>
      showSnackbar({ message: isApiError(failure) ? failure.message : t('errors.somethingWentWrong') }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const capacity = { adults: Number(adults || '0'), children: Number(children || '0') };
    if (!isTableCapacityValid(capacity)) {
      setError(t('tableCapacity.atLeastOne'));
      return;
    }
    setError(null);
    save.mutate(capacity);
  }

  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      variant="center"
      title={t('tableCapacity.title')}
      description={t('tableCapacity.text')}
      widthClass="md:w-[min(92vw,420px)]"
      testId="table-capacity-dialog"
    >
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1">
            <label htmlFor={adultsId} className="text-sm font-medium">
              {t('tableCapacity.adults')}
            </label>
            <input
              id={adultsId}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={adults}
              onChange={(event) => setAdults(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              className={inputLooks}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={childrenId} className="text-sm font-medium">
              {t('tableCapacity.children')}
            </label>
            <input
              id={childrenId}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={children}
              onChange={(event) => setChildren(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              className={inputLooks}
            />
          </div>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md')}>
          {t('tableCapacity.save')}
        </button>
      </form>
    </Sheet>
  );
}
