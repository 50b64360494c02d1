import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icon.tsx';

export type ResultKind = 'paid' | 'received' | 'rejected' | 'failed' | 'waiting';

const LOOKS: Record<ResultKind, { icon: IconName; circle: string }> = {
  paid: { icon: 'check', circle: 'bg-primary text-on-primary' },
  received: { icon: 'check', circle: 'bg-primary text-on-primary' },
  rejected: { icon: 'close', circle: 'bg-red-100 text-red-700' },
  failed: { icon: 'alert', circle: 'bg-red-100 text-red-700' },
  waiting: { icon: 'clock', circle: 'bg-amber-100 text-amber-800' },
};

/** The top of the status page: what happened to the payment, in one glance. */
export function PaymentResult({
  kind,
  title,
  text,
  eyebrow,
  children,
}: {
  kind: ResultKind;
  title: string;
  text?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const looks = LOOKS[kind];
  return (
    <section
      className="rounded-3xl bg-surface px-5 py-8 text-center shadow-card ring-1 ring-stone-900/[0.04] sm:px-10"
      data-testid={`payment-result-${kind}`}
      role="status"
    >
      <div
        className={`mx-auto grid size-16 place-items-center rounded-full ${looks.circle} ${kind === 'waiting' ? 'animate-pulse' : ''}`}
      >
        <Icon name={looks.icon} className="size-8" strokeWidth={2.4} />
      </div>
      {eyebrow && (
        <p className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase tabular-nums">{eyebrow}</p>
      )}
      <h1
        className={`${eyebrow ? 'mt-1' : 'mt-5'} text-2xl font-bold tracking-tight text-balance first-letter:uppercase sm:text-3xl`}
        data-testid="payment-result-title"
      >
        {title}
      </h1>
      {text && <p className="mx-auto mt-2 max-w-md text-muted text-balance">{text}</p>}
      {children && <div className="mt-6 flex flex-col items-center justify-center gap-2.5 sm:flex-row">{children}</div>}
    </section>
  );
}
