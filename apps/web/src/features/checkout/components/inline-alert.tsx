import { Icon } from '../../../ui/icon.tsx';

/** A step's own message (a refused order, an address outside the area), announced when it appears. */
export function InlineAlert({ message, testId = 'checkout-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      <Icon name="alert" className="mt-px size-5 shrink-0" />
      <p className="min-w-0">{message}</p>
    </div>
  );
}
