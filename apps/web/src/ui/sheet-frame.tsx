import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

/*
 * A sheet's look and layout, apart from the dialog library (ui/sheet.tsx adds Radix's behaviour): the
 * server draws a sheet the address opens ('/?overlay=imprint') with it before any script runs, and the
 * first menu load does not carry the dialog library for it.
 */

export type SheetVariant = 'panel' | 'bottom' | 'center';

const contentLooks: Record<SheetVariant, string> = {
  panel:
    'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl animate-slide-up md:inset-y-0 md:end-0 md:start-auto md:max-h-none md:rounded-none md:animate-slide-in-end',
  bottom: 'inset-x-0 bottom-0 rounded-t-3xl animate-slide-up',
  center:
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-3xl animate-slide-up md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85dvh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:animate-pop-in',
};

export const SHEET_DIMMED_LAYER_CLASS = 'fixed inset-0 z-40 animate-fade-in bg-stone-950/45 backdrop-blur-[2px]';
export const SHEET_CLOSE_CLASS =
  '-me-1.5 grid size-10 shrink-0 place-items-center rounded-full bg-stone-100 text-ink hover:bg-stone-200';

export function sheetContentClass(variant: SheetVariant, widthClass: string): string {
  return `fixed z-50 flex flex-col bg-surface shadow-raised outline-none ${contentLooks[variant]} ${widthClass}`;
}

export function sheetTitleClass(hideTitle: boolean): string {
  return hideTitle ? 'sr-only' : 'text-lg leading-tight font-semibold text-balance';
}

export function defaultSheetWidth(variant: SheetVariant): string {
  return variant === 'center' ? 'md:w-[min(92vw,560px)]' : 'md:w-[440px]';
}

interface SheetFrameProps {
  /** The title element (Radix's Dialog.Title, or a heading). */
  title: ReactNode;
  /** The close control (Radix's Dialog.Close, or a link). */
  close: ReactNode;
  eyebrow?: ReactNode;
  /** The description element, if any. */
  description?: ReactNode;
  footer?: ReactNode;
  scrollFocusable?: boolean;
  children: ReactNode;
}

/** Inside a sheet: grab handle, header with title and close, the scrolling body, the footer. */
export function SheetFrame({
  title,
  close,
  eyebrow,
  description,
  footer,
  scrollFocusable = false,
  children,
}: SheetFrameProps) {
  return (
    <>
      {/* Every variant is a bottom sheet on phones: show its grab handle there. */}
      <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-stone-300 md:hidden" />
      <header className="flex shrink-0 items-start gap-3 px-5 pt-3 pb-3 md:pt-5">
        <div className="min-w-0 flex-1">
          {eyebrow && (
            <p className="mb-0.5 truncate text-xs font-medium tracking-wide text-muted uppercase">{eyebrow}</p>
          )}
          {title}
          {description}
        </div>
        {close}
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
    </>
  );
}

interface ServedSheetProps {
  title: string;
  /** Where 'close' leads without JavaScript: the same page without the sheet. */
  closeHref: string;
  variant?: SheetVariant;
  widthClass?: string;
  testId?: string;
  /** As the sheet's: its body takes focus, so a keyboard scrolls a body with nothing focusable in it. */
  scrollFocusable?: boolean;
  children: ReactNode;
}

/**
 * A sheet as the server draws it, open because the address asks for it: the same look, readable and
 * closable (a link) without JavaScript. Once the app runs, the real sheet (ui/sheet.tsx) takes its place.
 */
export function ServedSheet({
  title,
  closeHref,
  variant = 'center',
  widthClass,
  testId,
  scrollFocusable = false,
  children,
}: ServedSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <>
      <div className={SHEET_DIMMED_LAYER_CLASS} />
      <div
        role="dialog"
        aria-labelledby={titleId}
        data-testid={testId}
        className={sheetContentClass(variant, widthClass ?? defaultSheetWidth(variant))}
      >
        <SheetFrame
          title={
            <h2 id={titleId} className={sheetTitleClass(false)}>
              {title}
            </h2>
          }
          scrollFocusable={scrollFocusable}
          close={
            <a href={closeHref} aria-label={t('overlays.close')} className={SHEET_CLOSE_CLASS}>
              <Icon name="close" className="size-5" />
            </a>
          }
        >
          {children}
        </SheetFrame>
      </div>
    </>
  );
}
