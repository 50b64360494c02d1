/**
 * `autoFocus` as a ref: focuses the element when it mounts, the same way whichever renderer mounts it
 * (the `autoFocus` HTML attribute acts only while the page loads; kept from decision 073, which is
 * superseded). The lint config refuses `autoFocus` on elements.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
