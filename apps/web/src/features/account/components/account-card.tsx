import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icon.tsx';

/** A titled panel of the dashboard, looking like the cart's panels. */
export function AccountCard({
  icon,
  title,
  intro,
  action,
  children,
  testId,
}: {
  icon: IconName;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = `account-card-${testId ?? title}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04] sm:p-6"
      data-testid={testId}
    >
      {/* The intro runs under title and action, so a narrow card does not squeeze it into a column. */}
      <header className="mb-5 grid grid-cols-[auto_1fr_auto] items-center gap-x-3">
        <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary-ink">
          <Icon name={icon} className="size-5" />
        </span>
        <h2 id={headingId} className="min-w-0 text-lg leading-tight font-bold tracking-tight">
          {title}
        </h2>
        <div>{action}</div>
        {intro && <p className="col-span-2 col-start-2 mt-0.5 text-sm text-muted">{intro}</p>}
      </header>
      {children}
    </section>
  );
}
