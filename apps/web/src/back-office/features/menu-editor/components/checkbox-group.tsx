import { CheckRow } from '../../../shared/field.tsx';

interface CheckboxGroupProps {
  options: { value: string; label: string }[];
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  /** Long lists (every dish) scroll inside a box instead of stretching the form. */
  scroll?: boolean;
  testId?: string;
}

/** A list of keys chosen by ticking them, kept in the options' order. */
export function CheckboxGroup({ options, value = [], onChange, scroll = false, testId }: CheckboxGroupProps) {
  const chosen = new Set(value);
  return (
    <div
      className={`grid gap-x-4 sm:grid-cols-2 ${scroll ? 'max-h-64 overflow-y-auto rounded-xl border border-line p-2' : ''}`}
      data-testid={testId}
    >
      {options.map((option) => (
        <CheckRow
          key={option.value}
          label={<bdi>{option.label}</bdi>}
          checked={chosen.has(option.value)}
          onChange={(event) =>
            onChange(
              options
                .map((o) => o.value)
                .filter((key) => (key === option.value ? event.target.checked : chosen.has(key))),
            )
          }
        />
      ))}
    </div>
  );
}
