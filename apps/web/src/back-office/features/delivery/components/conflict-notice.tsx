import { buttonClass } from '../../../../ui/button.ts';
import { useDeliveryTexts } from '../i18n/use-delivery-texts.ts';

/**
 * Shown after a 409 stale_revision: the section was reloaded underneath, the owner's input kept (as on
 * the tables screen), and the next save goes against the new revision unless they take the other save.
 */
export function ConflictNotice({ onTakeTheirs, testId }: { onTakeTheirs: () => void; testId: string }) {
  const { t } = useDeliveryTexts();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid={testId}
    >
      <p className="me-auto text-sm font-medium text-amber-900">{t('reloaded')}</p>
      <button type="button" className={buttonClass('secondary', 'md')} onClick={onTakeTheirs}>
        {t('takeTheirs')}
      </button>
    </div>
  );
}
