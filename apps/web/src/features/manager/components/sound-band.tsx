import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/** Sound was on before the reload; browsers need one tap to play it again, so the board asks for it. */
export function SoundBand({ onTap }: { onTap: () => void }) {
  const { t } = useManagerTexts();
  return (
    <div
      className="bg-amber-100 text-amber-950 print:hidden"
      role="region"
      aria-label={t('header.soundOff')}
      data-testid="sound-band"
    >
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm font-semibold">{t('header.soundBand')}</p>
        <button type="button" onClick={onTap} className={buttonClass('primary', 'md')} data-testid="sound-band-button">
          <Icon name="sound" />
          {t('header.soundBandButton')}
        </button>
      </div>
    </div>
  );
}
