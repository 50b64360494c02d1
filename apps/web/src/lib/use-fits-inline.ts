import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a row's content fits its box without wrapping (checked before paint and on every resize).
 * The header's links use it: in longer languages (French, German) they move into the 'more' menu on
 * widths where one line cannot hold them, instead of wrapping to two lines or squeezing the name.
 */
export function useFitsInline<Box extends HTMLElement, Row extends HTMLElement>() {
  const boxRef = useRef<Box>(null);
  const rowRef = useRef<Row>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const row = rowRef.current;
    if (!box || !row || typeof ResizeObserver === 'undefined') return;
    const measure = () => setFits(row.scrollWidth <= box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return { boxRef, rowRef, fits };
}
