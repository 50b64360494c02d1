import { lazy, Suspense, useRef, useState } from 'react';
import { useBasket } from '../../../api/basket.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { buttonClass } from '../../../ui/button.ts';

// The confirm dialog pulls in the dialog library: loaded the first time it opens.
const CallDishCollectorDialog = lazy(() => import('./call-dish-collector-dialog.tsx'));

/** Table-service mode with a table on the basket (seated by its code): the button that calls the dish collector (spec §1, §2). */
export function CallDishCollector() {
  const { t } = useTranslation();
  const { data: basket } = useBasket();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The dialog is not opened by a Radix trigger, so focus is handed back to the button by hand.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const table = basket?.table ?? null;
  // Only a basket seated with the table's code (its QR link) may call: the answer shows the code then.
  if (!pageConfig.modes.tableService || !basket || !table?.qrCode) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="call-dish-collector"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={buttonClass('soft', 'md')}
      >
        {t('tableService.callDishCollector')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CallDishCollectorDialog tableId={table.id} basketId={basket.id} open={open} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </>
  );
}
