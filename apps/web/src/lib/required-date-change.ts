import type { ChangeEvent } from 'react';

/**
 * onChange of a date field that can't be emptied: a chosen date is applied, a cleared one is refused and
 * the field shows `current` again. The refusal puts the value back itself — the state stays the same, so
 * nothing re-renders to do it in the Preact build (decision 073).
 */
export function requiredDateChange(current: string, apply: (date: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value) apply(event.target.value);
    else event.target.value = current;
  };
}
