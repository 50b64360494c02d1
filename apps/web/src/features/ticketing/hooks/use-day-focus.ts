import { useCallback, useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps a keyboard user's focus on the calendar's tab stop across every render: an arrow key, a month
 * turned under the focus, data arriving. While focus is on a day, each commit puts it on the tab stop's
 * button if it is elsewhere — also when the render removed the focused button (the browser then drops
 * focus to <body>). Focus that left the days on purpose is left alone.
 */
export function useDayFocus(tabStop: string) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusOnDays = useRef(false);

  // A layout effect: focus follows in the same commit, so a key pressed right after acts on the new day.
  useLayoutEffect(() => {
    if (!focusOnDays.current) return;
    const button = buttons.current.get(tabStop);
    if (button && document.activeElement !== button) button.focus();
  });

  const dayButtonRef = useCallback((date: string, button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(date, button);
    else buttons.current.delete(date);
  }, []);

  const onFocusDay = useCallback(() => {
    focusOnDays.current = true;
  }, []);

  /** On the element around the months: a blur from one day to another keeps the focus on the days. */
  const onBlurDays = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next) {
      focusOnDays.current = next instanceof Node && event.currentTarget.contains(next);
      return;
    }
    // No next element: the guest clicked outside or left the window — or a render removed the focused
    // button (the browser blurs it as it goes), which is not a decision to leave. Only after the removal
    // is the button gone, so look once the commit is done.
    const blurred = event.target;
    queueMicrotask(() => {
      if (blurred.isConnected) focusOnDays.current = false;
    });
  }, []);

  return { dayButtonRef, onFocusDay, onBlurDays };
}
