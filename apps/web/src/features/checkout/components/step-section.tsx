import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';

export type StepState = 'active' | 'done' | 'upcoming';

interface StepSectionProps {
  id: string;
  number: number;
  title: string;
  state: StepState;
  /** One line about what was chosen, shown while the step is closed. */
  summary?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}

/**
 * One checkout step as a card: its number (a check once done), title and, while closed, what was
 * chosen with a 'Change' button. Opening a step moves focus to its heading, so keyboard and screen
 * reader users land where the page changed.
 */
export function StepSection({ id, number, title, state, summary, onEdit, children }: StepSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const opened = useRef(state === 'active');

  useEffect(() => {
    if (state !== 'active') {
      opened.current = false;
      return;
    }
    if (opened.current) return;
    opened.current = true;
    heading.current?.focus({ preventScroll: true });
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }, [state]);

  const active = state === 'active';
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      data-testid={`checkout-step-${id}`}
      data-state={state}
      className={`scroll-mt-20 rounded-3xl bg-surface ring-1 transition-shadow ${active ? 'shadow-card ring-stone-900/[0.06]' : 'ring-stone-900/[0.04]'}`}
    >
      <div className="flex items-center gap-3 px-4 py-4 sm:px-6">
        <span
          aria-hidden="true"
          className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold tabular-nums ${
            state === 'done' ? 'bg-primary text-on-primary' : active ? 'bg-ink text-white' : 'bg-stone-100 text-muted'
          }`}
        >
          {state === 'done' ? <Icon name="check" className="size-4" /> : number}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className={`text-[17px] leading-tight font-semibold focus:outline-none ${state === 'upcoming' ? 'text-muted' : ''}`}
          >
            {title}
            <span className="sr-only">
              {' – '}
              {state === 'done' ? t('checkout.completed') : active ? t('checkout.current') : ''}
            </span>
          </h2>
          {!active && summary && (
            <p className="mt-0.5 truncate text-sm text-muted" data-testid="step-summary">
              {summary}
            </p>
          )}
        </div>
        {state === 'done' && onEdit && (
          <button
            type="button"
            onClick={onEdit}
            className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-primary-ink hover:bg-primary/10"
            aria-label={`${t('checkout.change')}: ${title}`}
            data-testid="step-edit"
          >
            {t('checkout.change')}
          </button>
        )}
      </div>
      {active && <div className="px-4 pb-5 sm:px-6 sm:pb-6">{children}</div>}
    </section>
  );
}
