import { Icon } from '../../../ui/icon.tsx';

interface PartyStepperProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  fewerLabel: string;
  moreLabel: string;
  onChange: (value: number) => void;
  testId: string;
}

const stepLooks =
  'grid size-11 place-items-center rounded-full bg-surface text-ink ring-1 ring-line transition hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40';

/** A number of guests with − and + buttons; the value is announced when it changes. */
export function PartyStepper({
  id,
  label,
  value,
  min,
  max,
  fewerLabel,
  moreLabel,
  onChange,
  testId,
}: PartyStepperProps) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="flex items-center justify-between gap-3 rounded-2xl bg-stone-50 px-3 py-2 ring-1 ring-line"
    >
      <span id={`${id}-label`} className="text-[15px] font-semibold text-ink">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          id={id}
          className={stepLooks}
          aria-label={fewerLabel}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          data-testid={`${testId}-fewer`}
        >
          <Icon name="minus" className="size-5" />
        </button>
        <output
          aria-live="polite"
          className="w-7 text-center text-lg font-bold tabular-nums text-ink"
          data-testid={testId}
        >
          {value}
        </output>
        <button
          type="button"
          className={stepLooks}
          aria-label={moreLabel}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          data-testid={`${testId}-more`}
        >
          <Icon name="plus" className="size-5" />
        </button>
      </div>
    </div>
  );
}
