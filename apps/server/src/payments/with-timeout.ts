/**
 * Rejects with `onTimeout()` when the promise takes longer than `ms`. The underlying request keeps
 * running (not every client takes an AbortSignal), but the guest gets an answer in time.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Provider calls wait this long by default before the guest gets a coded 503. */
export const PROVIDER_TIMEOUT_MS = 15_000;
