import type { BreakPattern, CreateBreakPatternRequest, UpdateBreakPatternRequest } from '@tavola/domain/breaks/break-patterns';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { products } from '../../db/schema/menu.ts';
import { conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../account/unique-violation.ts';
import {
  breakPatternNameTaken,
  deleteBreakPattern,
  insertBreakPattern,
  stopBreakPattern,
  updateBreakPattern,
  type BreakPatternValues,
} from './break-patterns-repo.ts';

type Deps = Pick<AppDeps, 'db' | 'database' | 'clock' | 'restaurantChanges'>;

function valuesOf(request: CreateBreakPatternRequest): BreakPatternValues {
  return {
    name: request.name,
    productIds: [...new Set(request.productIds)],
    weekdays: [...new Set(request.weekdays)].sort(),
    startTime: request.startTime,
    endTime: request.endTime ?? null,
    startDate: request.startDate,
    endDate: request.endDate ?? null,
  };
}

/** Every change reaches the menus and ordering rules of every server process at once. */
async function announced<T>(deps: Deps, restaurantId: number, result: T): Promise<T> {
  await deps.restaurantChanges.announce(deps.database, restaurantId);
  return result;
}

/** Every product of a pattern is a dish of this restaurant (422 productIds break_pattern_product_unknown otherwise). */
async function assertOwnProducts(deps: Deps, restaurantId: number, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const found = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, ids)));
  if (found.length !== ids.length) throw FieldErrors.single('productIds', 'break_pattern_product_unknown');
}

export async function createBreakPattern(deps: Deps, restaurantId: number, request: CreateBreakPatternRequest): Promise<BreakPattern> {
  await assertOwnProducts(deps, restaurantId, request.productIds);
  const created = await insertBreakPattern(deps.db, restaurantId, valuesOf(request));
  if (!created) throw FieldErrors.single('name', 'break_pattern_name_duplicate');
  return announced(deps, restaurantId, created);
}

export async function changeBreakPattern(deps: Deps, restaurantId: number, request: UpdateBreakPatternRequest): Promise<BreakPattern> {
  await assertOwnProducts(deps, restaurantId, request.productIds);
  if (await breakPatternNameTaken(deps.db, restaurantId, request.name, request.id)) throw FieldErrors.single('name', 'break_pattern_name_duplicate');
  const updated = await updateBreakPattern(deps.db, restaurantId, request.id, valuesOf(request)).catch((error: unknown) => {
    // Two renames to the same name at once: the unique index refuses the second.
    if (isUniqueViolation(error)) {
      throw conflict('break_pattern_name_duplicate');
    }
    throw error;
  });
  if (!updated) throw notFound('break_pattern_does_not_exists');
  return announced(deps, restaurantId, updated);
}

export async function stopPattern(deps: Deps, restaurantId: number, id: number): Promise<BreakPattern> {
  const stopped = await stopBreakPattern(deps.db, restaurantId, id, deps.clock());
  if (!stopped) throw notFound('break_pattern_does_not_exists');
  return announced(deps, restaurantId, stopped);
}

export async function removePattern(deps: Deps, restaurantId: number, id: number): Promise<void> {
  if (!(await deleteBreakPattern(deps.db, restaurantId, id))) throw notFound('break_pattern_does_not_exists');
  await announced(deps, restaurantId, null);
}
