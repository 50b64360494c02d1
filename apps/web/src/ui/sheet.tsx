import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';
import {
  defaultSheetWidth,
  SHEET_CLOSE_CLASS,
  SHEET_DIMMED_LAYER_CLASS,
  SheetFrame,
  sheetContentClass,
  sheetTitleClass,
  type SheetVariant,
} from './sheet-frame.tsx';
import { useFocusReturn } from './use-focus-return.ts';

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
  variant?: SheetVariant;
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
  widthClass = defaultSheetWidth(variant),
  initialFocus,
  closeOnDimmedLayer = true,
  scrollFocusable = false,
}: SheetProps) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={SHEET_DIMMED_LAYER_CLASS} />
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
          onCloseAutoFocus={returnFocus}
          className={sheetContentClass(variant, widthClass)}
          style={heightPercent ? { height: `${heightPercent}dvh` } : undefined}
        >
          <SheetFrame
            eyebrow={eyebrow}
            title={<Dialog.Title className={sheetTitleClass(hideTitle)}>{title}</Dialog.Title>}
            description={
              description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
            }
            close={
              <Dialog.Close aria-label={t('overlays.close')} className={SHEET_CLOSE_CLASS}>
                <Icon name="close" className="size-5" />
              </Dialog.Close>
            }
            footer={footer}
            scrollFocusable={scrollFocusable}
          >
            {children}
          </SheetFrame>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
