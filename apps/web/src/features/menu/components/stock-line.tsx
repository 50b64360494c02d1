import { useTranslation } from '../../../i18n/use-translation.ts';

/** Stock left for the guest (stock minus what their basket holds); nothing for unlimited stock. */
export function StockLine({ available }: { available: number | null }) {
  const { t } = useTranslation();
  if (available === null) return null;
  if (available <= 0) {
    return (
      <p className="text-xs font-semibold text-red-700" data-testid="stock-line">
        {t('menu.outOfStock')}
      </p>
    );
  }
  return (
    <p className="text-xs font-semibold text-amber-800" data-testid="stock-line">
      {t('menu.stockLeft', { count: available })}
    </p>
  );
}
