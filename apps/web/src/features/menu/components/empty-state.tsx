import type { ReactNode } from 'react';
import { Icon } from '../../../ui/core-icon.tsx';

/** Nothing to show: a short text, and optionally the way out (e.g. 'Clear filters'). */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center rounded-3xl bg-surface px-6 py-14 text-center ring-1 ring-line"
      data-testid="empty-state"
    >
      <span className="grid size-14 place-items-center rounded-full bg-stone-100 text-muted">
        <Icon name="dish" className="size-7" />
      </span>
      <p className="mt-4 max-w-xs text-[15px] font-medium text-muted">{text}</p>
      {children}
    </div>
  );
}
