import { SKELETON_PLACEHOLDER_COUNT } from '@tavola/domain/limits';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** Cards of the final size while products load: nothing jumps when they arrive. */
export function ProductGridSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2 md:gap-4" aria-hidden="true" data-testid="products-skeleton">
      {Array.from({ length: SKELETON_PLACEHOLDER_COUNT }, (_, index) => (
        <div key={index} className="flex gap-4 rounded-2xl bg-surface p-4 shadow-card">
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="mt-5 h-4 w-16" />
          </div>
          <Skeleton className="size-28 shrink-0 rounded-xl sm:size-32" />
        </div>
      ))}
    </div>
  );
}
