import { Skeleton } from '../../../ui/skeleton.tsx';

const CHIP_WIDTHS = [88, 112, 96, 120];

/** The chip bar's place while categories load: same height, so nothing below moves. */
export function CategoryBarSkeleton() {
  return (
    <div className="flex gap-2 py-2.5" aria-hidden="true">
      {CHIP_WIDTHS.map((width) => (
        <Skeleton key={width} className="h-10 shrink-0 rounded-full" style={{ width }} />
      ))}
    </div>
  );
}
