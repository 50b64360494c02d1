import { useTranslation } from '../../../i18n/use-translation.ts';
import { RichText } from '../../../ui/rich-text.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

interface LegalOverlayProps {
  title: string;
  /** HTML written by the restaurant; undefined while loading. */
  html: string | null | undefined;
  onClose: () => void;
}

/** About us, privacy, terms and imprint: overlays, not routes (spec §2). */
export function LegalOverlay({ title, html, onClose }: LegalOverlayProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      variant="center"
      testId="legal-overlay"
      widthClass="md:w-[min(92vw,720px)]"
    >
      {html === undefined ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : html ? (
        <RichText text={html} className="text-[15px] leading-relaxed text-ink/90" />
      ) : (
        <p className="text-muted">{t('overlays.noContent')}</p>
      )}
    </Sheet>
  );
}
