import type { RefObject } from 'react';

/**
 * The bot trap of a public form (lib/bot-check): an input people never see or reach — off screen,
 * hidden from assistive technology, out of the tab order — that form-filling scripts fill in.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
