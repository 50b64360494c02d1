/**
 * The PostgreSQL error behind a failed query (SQLSTATE and message), or null. Drizzle wraps driver
 * errors, so it may sit on a `cause` a few levels down.
 */
export function databaseErrorOf(error: unknown): { code: string; message: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
  }
  return null;
}
