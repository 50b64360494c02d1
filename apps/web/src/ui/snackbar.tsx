import { useTranslation } from '../i18n/use-translation.ts';
import { Icon, type CoreIconName } from './core-icon.tsx';
import { closeSnackbar, useSnackbar, type SnackbarType } from './snackbar-store.ts';

const looks: Record<SnackbarType, { icon: CoreIconName; className: string }> = {
  error: { icon: 'alert', className: 'bg-red-700 text-white' },
  warning: { icon: 'alert', className: 'bg-amber-100 text-amber-950 ring-1 ring-amber-300' },
  success: { icon: 'check', className: 'bg-stone-900 text-white' },
  info: { icon: 'info', className: 'bg-stone-900 text-white' },
};

/** The one snackbar of the page; it sits above the mobile basket bar. */
export function SnackbarHost() {
  const snackbar = useSnackbar();
  const { t } = useTranslation();
  return (
    <div
      className="snackbar-host pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+5.5rem)] z-[60] flex justify-center px-4 md:bottom-6"
      aria-live={snackbar?.type === 'error' ? 'assertive' : 'polite'}
      role={snackbar?.type === 'error' ? 'alert' : 'status'}
    >
      {snackbar && (
        <div
          key={snackbar.id}
          data-testid="snackbar"
          data-type={snackbar.type}
          className={`pointer-events-auto flex w-full max-w-md animate-pop-in items-center gap-3 rounded-2xl px-4 py-3 shadow-raised ${looks[snackbar.type].className}`}
        >
          <Icon name={looks[snackbar.type].icon} className="size-5 shrink-0" />
          <p className="min-w-0 flex-1 text-[15px] leading-snug font-medium">{snackbar.message}</p>
          {snackbar.confirm && (
            <button
              type="button"
              className="h-9 shrink-0 rounded-full bg-white/95 px-4 text-sm font-semibold text-stone-900 hover:bg-white"
              onClick={() => {
                const confirm = snackbar.confirm;
                closeSnackbar(snackbar.id);
                confirm?.onConfirm();
              }}
            >
              {snackbar.confirm.label}
            </button>
          )}
          {snackbar.closable && (
            <button
              type="button"
              aria-label={t('snackbar.close')}
              className="-me-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/15"
              onClick={() => closeSnackbar(snackbar.id)}
            >
              <Icon name="close" className="size-4" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
