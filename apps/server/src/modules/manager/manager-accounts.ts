import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { IssuedToken } from '../auth/tokens.ts';
import { hashPassword } from '../account/password-hash.ts';
import type { RequestContext } from '../account/request-context.ts';
import { checkPasswordThrottled } from '../account/throttled-password-check.ts';
import { startManagerSession } from './manager-auth.ts';
import {
  deleteManagerPasswordTokens,
  findManagerOfRestaurant,
  insertManagerPasswordToken,
  deleteAllManagerSessions,
  setManagerPassword,
  takeManagerPasswordToken,
  upsertManagerOfRestaurant,
} from './manager-repo.ts';

/** A set-password link is valid for three days: long enough to reach a new manager by mail. */
export const MANAGER_PASSWORD_LINK_TTL_SECONDS = 3 * 24 * 60 * 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Signs a manager in for the restaurant of the request's token, under the same throttle as customer
 * logins (an unknown e-mail, a manager of another restaurant and a wrong password get one answer
 * after the same work).
 */
export async function logInManager(
  deps: AppDeps,
  context: RequestContext,
  form: { email: string; password: string },
): Promise<IssuedToken> {
  const manager = await findManagerOfRestaurant(deps.db, context.restaurantId, form.email);
  const matches = await checkPasswordThrottled(deps, {
    restaurantId: context.restaurantId,
    email: form.email,
    ip: context.ip,
    password: form.password,
    user: manager?.passwordHash ? { passwordHash: manager.passwordHash } : null,
  });
  if (!manager || !matches) throw badRequest('credentials_do_not_match');
  return startManagerSession(deps, deps.db, { managerId: manager.id, restaurantId: context.restaurantId });
}

/** Adds a manager to a restaurant and answers a one-time set-password link (the CLI prints it). */
export async function inviteManager(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  restaurant: { id: number; slug: string },
  email: string,
  /** Absent: a new person becomes a manager, someone already there keeps their role. */
  role?: StaffRole,
): Promise<{ managerId: number; link: string }> {
  return deps.db.transaction(async (tx) => {
    const manager = await upsertManagerOfRestaurant(tx, email.trim().toLowerCase(), restaurant.id, role);
    return { managerId: manager.id, link: await issuePasswordLink(deps, tx, manager.id, restaurant.slug) };
  });
}

/**
 * A new one-time set-password link for the person, opening the restaurant's board; it replaces every
 * older link of theirs (a re-sent invitation leaves only the newest working).
 */
export async function issuePasswordLink(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  tx: DbOrTx,
  managerId: number,
  slug: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteManagerPasswordTokens(tx, managerId);
  await insertManagerPasswordToken(tx, {
    tokenHash: sha256(token),
    managerId,
    expiresAt: new Date(deps.clock().getTime() + MANAGER_PASSWORD_LINK_TTL_SECONDS * 1000),
  });
  return `${deps.config.publicUrl}/r/${slug}/manager/set-password/${token}`;
}

/** Adds a manager (or owner) with a password straight away (the demo seed). */
export async function createManagerWithPassword(
  deps: Pick<AppDeps, 'db'>,
  restaurantId: number,
  email: string,
  password: string,
  role: StaffRole = 'manager',
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const manager = await upsertManagerOfRestaurant(tx, email.trim().toLowerCase(), restaurantId, role);
    await setManagerPassword(tx, manager.id, passwordHash);
  });
}

/** Uses a set-password link once: sets the password and signs the manager in. */
export async function setPasswordWithLink(
  deps: AppDeps,
  context: RequestContext,
  form: { token: string; password: string },
): Promise<IssuedToken> {
  const passwordHash = await hashPassword(form.password);
  return deps.db.transaction(async (tx) => {
    const managerId = await takeManagerPasswordToken(tx, sha256(form.token), deps.clock());
    if (managerId === null) throw badRequest('reset_token_invalid');
    await setManagerPassword(tx, managerId, passwordHash);
    // Whoever held the old password is signed out everywhere (and their board streams close).
    await deleteAllManagerSessions(tx, managerId);
    return startManagerSession(deps, tx, { managerId, restaurantId: context.restaurantId });
  });
}
