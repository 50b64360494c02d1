import { Skeleton } from '../../../ui/skeleton.tsx';

/** Until the basket has loaded once (spec §2). */
export function CartSkeleton() {
  return (
    <div className="divide-y divide-line" aria-busy="true" data-testid="cart-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 py-4">
          <Skeleton className="size-20 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="mt-3 h-9 w-28 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
