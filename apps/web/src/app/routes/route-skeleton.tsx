import { Skeleton } from '../../ui/skeleton.tsx';

/** While a lazy screen loads: its rough shape, never a spinner. */
export function RouteSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1200px] space-y-4 px-4 py-8" aria-busy="true">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
    </div>
  );
}
