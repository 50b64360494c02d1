import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';

// The form lives in a dialog: its library loads the first time the tab is opened.
const NewsletterDialog = lazy(() => import('./newsletter-dialog.tsx'));

/** The floating 'SUBSCRIBE' tab at the inline end of desktop pages (spec ordering-flow §2), newsletter mode only. */
export function NewsletterTab() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The dialog is not opened by a Radix trigger, so focus is handed back to the button by hand.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
  };
  if (!pageConfig.modes.newsletter) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="newsletter-tab"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="fixed end-0 top-1/2 z-30 hidden -translate-y-1/2 rounded-s-xl bg-primary px-2 py-4 text-sm font-semibold tracking-widest text-on-primary shadow-raised hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:block"
      >
        <span className="[writing-mode:vertical-rl]">{t('newsletter.tab')}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <NewsletterDialog open={open} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </>
  );
}
