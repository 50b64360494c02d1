/**
 * React's `autoFocus` as a ref: focuses the element when it mounts. The storefront ships on
 * preact/compat (decision 073), which writes `autoFocus` as the HTML attribute; the browser acts on
 * that attribute only while the page loads, so an input or button that mounts later (a form switch,
 * a confirmation) would stay unfocused. The lint config refuses `autoFocus` on elements for that reason.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
