import type { CSSProperties } from 'react';

/** A placeholder of the final size, so nothing moves when the content arrives. */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" style={style} className={`animate-pulse rounded-lg bg-stone-200/80 ${className}`} />;
}
