import { useCallback, useLayoutEffect, useRef } from 'react';

/*
 * Radix returns focus to a Dialog.Trigger only; the storefront opens its sheets from state (a card, a header
 * button, the URL), so every sheet remembers what had focus as it opened and gives it back on close.
 */

/**
 * What the last sheet to close would give focus back to, until it has: a sheet opened from a button inside
 * it (the phone menu's 'Imprint') finds focus on <body>, that button having gone with its sheet, and returns
 * to what opened the phone menu instead.
 */
let handedOver: HTMLElement | null = null;

/** Where focus goes when the opener is gone or there was none (an address opened the sheet): the page's content. */
function fallback(): HTMLElement | null {
  return document.getElementById('main');
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.isConnected ? active : null;
}

/** For a sheet's Radix Dialog.Content: its onCloseAutoFocus, and what it records while open. */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // Radix hands focus back in a timer queued as the closed sheet unmounts; if the sheet was opened again
  // meanwhile (a quick second tap), that late hand-back must not pull focus out of the open sheet.
  const isOpen = useRef(false);

  // A layout effect: it runs before Radix's focus scope moves focus into the sheet.
  useLayoutEffect(() => {
    isOpen.current = open;
    if (!open) return;
    opener.current = focusedElement() ?? (handedOver?.isConnected ? handedOver : null);
    handedOver = null;
    return () => {
      isOpen.current = false;
      handedOver = opener.current;
    };
  }, [open]);

  return useCallback((event: Event) => {
    event.preventDefault();
    if (isOpen.current) return;
    // Only focus the closing sheet took with it (now on <body>) is given back. If focus is somewhere already,
    // it stays: another sheet opened in this one's place (it recorded where to return), or the guest moved on
    // before the hand-back (Radix hands back in a timer after the unmount, and input runs before timers: taking
    // focus then sent a quick Enter to the wrong button), or an earlier hand-back of the same close did it
    // (Radix can report one close twice when it was interrupted by a reopen).
    if (focusedElement()) return;
    const target = opener.current?.isConnected ? opener.current : fallback();
    opener.current = null;
    handedOver = null;
    target?.focus({ preventScroll: true });
  }, []);
}
