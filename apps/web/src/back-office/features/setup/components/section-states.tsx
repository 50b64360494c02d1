import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { isOwnerOnly, OwnerNotice } from '../../../shared/owner-frame.tsx';

/** Loading and failed states of a setup screen's section (owners only: others see the notice). */
export function SectionStates({
  pending,
  error,
  loading,
  failed,
  retry,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  loading: string;
  failed: string;
  retry: string;
  onRetry: () => void;
}) {
  if (pending) {
    return (
      <div role="status" aria-label={loading} className="space-y-3">
        <Skeleton className="h-12 w-64 rounded-xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  if (isOwnerOnly(error)) return <OwnerNotice kind="ownerOnly" />;
  return (
    <div className="rounded-2xl bg-surface p-6 text-center ring-1 ring-line" role="alert">
      <p>{failed}</p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'md', 'mt-4')}>
        {retry}
      </button>
    </div>
  );
}

/** The save bar at the bottom of a setup screen. */
export function SaveBar({
  status,
  pending,
  dirty,
  save,
  saving,
  testId,
}: {
  status: string;
  pending: boolean;
  dirty: boolean;
  save: string;
  saving: string;
  testId: string;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-end gap-3 px-4 py-3">
        <p className="me-auto text-sm font-semibold text-muted" aria-live="polite">
          {status}
        </p>
        <button
          type="submit"
          disabled={pending || !dirty}
          className={buttonClass('primary', 'lg')}
          data-testid={testId}
        >
          {pending ? saving : save}
        </button>
      </div>
    </div>
  );
}
