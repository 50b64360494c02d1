import { Icon } from '../../../ui/icon.tsx';

/** A form's own message (wrong credentials, too many attempts, success), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const looks =
    tone === 'error' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-primary/10 text-primary-ink ring-primary/20';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'form-error' : 'form-success'}
      className={`flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm font-medium ring-1 ${looks}`}
    >
      <Icon name={tone === 'error' ? 'alert' : 'check'} className="mt-px size-5 shrink-0" />
      <p className="min-w-0">{message}</p>
    </div>
  );
}
