import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but that always runs the latest `callback`: lets
 * memoised children (the menu's cards) skip re-rendering when only their parent re-renders.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
