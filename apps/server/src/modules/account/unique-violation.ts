import { databaseErrorOf } from '../../db/database-error.ts';

/** Postgres "unique_violation". */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}
