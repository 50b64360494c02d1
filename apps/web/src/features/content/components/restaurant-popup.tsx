import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { Sheet } from '../../../ui/sheet.tsx';

interface RestaurantPopupProps {
  kind: 'closed' | 'announcement';
  message: string;
  onDismiss: () => void;
}

/** The closed notice or the restaurant's announcement, confirmed with 'OK !'. */
export default function RestaurantPopup({ kind, message, onDismiss }: RestaurantPopupProps) {
  const { t } = useTranslation();
  const title = kind === 'closed' ? t('popups.closed') : t('popups.announcement');
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onDismiss()}
      title={title}
      variant="center"
      testId={`popup-${kind}`}
      initialFocus={ok}
      // Confirmed with 'OK !' (or Escape), not by a stray tap beside it.
      closeOnDimmedLayer={false}
      footer={
        <button ref={ok} type="button" onClick={onDismiss} className={buttonClass('primary', 'lg', 'w-full')}>
          {t('popups.ok')}
        </button>
      }
    >
      <div className="flex gap-4">
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-2xl ${kind === 'closed' ? 'bg-amber-100 text-amber-800' : 'bg-primary/10 text-primary-ink'}`}
        >
          <Icon name={kind === 'closed' ? 'clock' : 'star'} className="size-6" />
        </span>
        <RichText
          text={message || (kind === 'closed' ? t('openingHours.closedNow') : '')}
          className="pt-1 text-[15px] leading-relaxed"
        />
      </div>
    </Sheet>
  );
}
