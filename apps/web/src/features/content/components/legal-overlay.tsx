import { Sheet } from '../../../ui/sheet.tsx';
import { LEGAL_SHEET_WIDTH, LegalText } from './legal-text.tsx';

interface LegalOverlayProps {
  title: string;
  /** HTML written by the restaurant; undefined while loading. */
  html: string | null | undefined;
  onClose: () => void;
}

/** About us, privacy, terms and imprint: overlays, not routes (spec §2). */
export function LegalOverlay({ title, html, onClose }: LegalOverlayProps) {
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      variant="center"
      testId="legal-overlay"
      widthClass={LEGAL_SHEET_WIDTH}
    >
      <LegalText html={html} />
    </Sheet>
  );
}
