import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { issueToken, TOKEN_TTL_SECONDS, type IssuedToken, type TokenClaims } from '../auth/tokens.ts';
import { deleteExpiredManagerSessions, insertManagerSession, managerSessionActive, roleInRestaurant } from './manager-repo.ts';

/** The signed-in manager behind a request, for the restaurant their token names. */
export interface Manager {
  managerId: number;
  restaurantId: number;
  sessionId: string;
}

/**
 * The manager of a request, or 401 without a token and 403 with a guest's or customer's: every
 * manager query takes the restaurant from here, so an order of another restaurant is simply not found.
 */
export function requireManager(request: FastifyRequest): Manager {
  const auth = request.auth;
  if (!auth) throw unauthorized('token_required');
  if (auth.kind !== 'manager' || auth.userId === null || !auth.sessionId) throw forbidden('manager_only');
  return { managerId: auth.userId, restaurantId: auth.restaurantId, sessionId: auth.sessionId };
}

/**
 * The signed-in owner behind a request (decision 080): a manager token whose person owns the
 * token's restaurant now — the role is read on every call, so a change of role takes effect at once.
 * 401 without a token, 403 `manager_only` for guests and customers, 403 `owner_only` for managers.
 */
export async function requireOwner(db: DbOrTx, request: FastifyRequest): Promise<Manager> {
  const manager = requireManager(request);
  if ((await roleInRestaurant(db, manager.managerId, manager.restaurantId)) !== 'owner') throw forbidden('owner_only');
  return manager;
}

/** The signed-in person and their role in the token's restaurant now (read on every call, decision 086). */
export async function requireStaff(db: DbOrTx, request: FastifyRequest): Promise<Manager & { role: StaffRole }> {
  const manager = requireManager(request);
  const role = await roleInRestaurant(db, manager.managerId, manager.restaurantId);
  // Removed a moment ago: the session check let the request in just before the removal committed.
  if (role === null) throw unauthorized('unauthenticated');
  return { ...manager, role };
}

/**
 * An owner or a manager: the levers and figures the kitchen does not get (decision 086). The kitchen
 * gets 403 `kitchen_not_allowed`, guests and customers 403 `manager_only`.
 */
export async function requireBoardLead(db: DbOrTx, request: FastifyRequest): Promise<Manager> {
  const staff = await requireStaff(db, request);
  if (staff.role === 'kitchen') throw forbidden('kitchen_not_allowed');
  return staff;
}

/** Every route of the plugin is a lever or a figure: the kitchen is refused before its input is validated. */
export function onlyBoardLeads(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    await requireBoardLead(app.deps.db, request);
  });
}

/** Every route of the plugin needs a manager: others are refused before their input is validated. */
export function onlyManagers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    requireManager(request);
  });
}

export async function startManagerSession(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  db: DbOrTx,
  manager: { managerId: number; restaurantId: number },
): Promise<IssuedToken> {
  const now = deps.clock();
  const id = randomUUID();
  await deleteExpiredManagerSessions(db, manager.managerId, now);
  await insertManagerSession(db, {
    id,
    managerId: manager.managerId,
    restaurantId: manager.restaurantId,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS.manager * 1000),
  });
  return issueToken(deps.config.jwtSecret, {
    kind: 'manager',
    restaurantId: manager.restaurantId,
    userId: manager.managerId,
    sessionId: id,
  });
}

/** The auth hook's check for manager tokens: the session exists and the manager still manages the restaurant. */
export async function isManagerSessionActive(db: DbOrTx, claims: TokenClaims, now: Date): Promise<boolean> {
  if (claims.kind !== 'manager' || !claims.sessionId || claims.userId === null) return false;
  return managerSessionActive(db, { id: claims.sessionId, managerId: claims.userId, restaurantId: claims.restaurantId }, now);
}
