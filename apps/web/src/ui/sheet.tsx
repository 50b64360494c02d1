import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

type Variant = 'panel' | 'bottom' | 'center';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Shown above the title, e.g. 'Menu / Pizza'. */
  eyebrow?: ReactNode;
  description?: string;
  /**
   * panel: bottom sheet on phones, side panel at the inline end on wider screens.
   * bottom: bottom sheet at every width (heightPercent sets its height).
   * center: a centred dialog.
   */
  variant?: Variant;
  heightPercent?: number;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Max width of the center variant / the side panel. */
  widthClass?: string;
  /** Where focus goes on open (default: the first focusable element, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** false: a click on the dimmed layer leaves it open (spec §2 names the overlays it closes). */
  closeOnDimmedLayer?: boolean;
  /** Content with nothing to focus that may scroll (a legend): the scroll area takes keyboard focus. */
  scrollFocusable?: boolean;
}

const contentLooks: Record<Variant, string> = {
  panel:
    'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl animate-slide-up md:inset-y-0 md:end-0 md:start-auto md:max-h-none md:rounded-none md:animate-slide-in-end',
  bottom: 'inset-x-0 bottom-0 rounded-t-3xl animate-slide-up',
  center:
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-3xl animate-slide-up md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85dvh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:animate-pop-in',
};

/**
 * Every panel, sheet and popup: a Radix dialog, so focus is trapped, Escape and (unless
 * closeOnDimmedLayer is false) a click on the dimmed layer close it, the page behind cannot scroll
 * and is hidden from screen readers.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  eyebrow,
  description,
  variant = 'panel',
  heightPercent,
  footer,
  children,
  testId,
  widthClass = variant === 'center' ? 'md:w-[min(92vw,560px)]' : 'md:w-[440px]',
  initialFocus,
  closeOnDimmedLayer = true,
  scrollFocusable = false,
}: SheetProps) {
  const { t } = useTranslation();
  // Radix returns focus to a Dialog.Trigger only; the storefront opens its sheets from state (a card, a
  // header button, the URL), so the sheet remembers what had focus as it opened — before Radix moves it
  // (a layout effect runs before the focus scope's effect) — and gives it back on close, never to <body>.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-stone-950/45 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          // Without a description the dialog is named by its title alone (no repeated announcement).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={closeOnDimmedLayer ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          className={`fixed z-50 flex flex-col bg-surface shadow-raised outline-none ${contentLooks[variant]} ${widthClass}`}
          style={heightPercent ? { height: `${heightPercent}dvh` } : undefined}
        >
          {/* Every variant is a bottom sheet on phones: show its grab handle there. */}
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-stone-300 md:hidden" />
          <header className="flex shrink-0 items-start gap-3 px-5 pt-3 pb-3 md:pt-5">
            <div className="min-w-0 flex-1">
              {eyebrow && (
                <p className="mb-0.5 truncate text-xs font-medium tracking-wide text-muted uppercase">{eyebrow}</p>
              )}
              <Dialog.Title className={hideTitle ? 'sr-only' : 'text-lg leading-tight font-semibold text-balance'}>
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('overlays.close')}
              className="-me-1.5 grid size-10 shrink-0 place-items-center rounded-full bg-stone-100 text-ink hover:bg-stone-200"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </header>
          <div
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 focus-visible:outline-2 focus-visible:outline-primary"
            tabIndex={scrollFocusable ? 0 : undefined}
          >
            {children}
          </div>
          {footer && (
            <footer className="shrink-0 border-t border-line bg-surface px-5 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)]">
              {footer}
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
