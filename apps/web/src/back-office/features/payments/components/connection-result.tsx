import { Icon } from '../../../../ui/icon.tsx';

export interface TestOutcome {
  ok: boolean;
  message: string;
}

/** The provider's verdict, read out when it arrives (a live region that is always there). */
export function ConnectionResult({ outcome }: { outcome: TestOutcome | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="connection-result">
      {outcome && (
        <p className={`flex items-start gap-2 rounded-2xl p-3 ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`} data-ok={outcome.ok}>
          <Icon name={outcome.ok ? 'check' : 'alert'} className="mt-0.5 size-5 shrink-0" />
          <span>{outcome.message}</span>
        </p>
      )}
    </div>
  );
}
