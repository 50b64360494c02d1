import { isLang } from '@tavola/domain/messages/catalogue';
import type { UpdateProfileRequest } from '@tavola/domain/schemas/account';
import { FieldErrors, unauthorized } from '../../http/errors.ts';
import type { IssuedToken } from '../auth/tokens.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { hashPassword } from './password-hash.ts';
import {
  deleteResetTokensOfUser,
  deleteSessionsOfUser,
  takeSession,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserChanges,
  type UserRow,
} from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { startSession } from './sessions.ts';
import { checkPasswordThrottled } from './throttled-password-check.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { blankToNull } from './views.ts';

export interface ProfileUpdate {
  user: UserRow;
  /** Set when the password changed: every older token is revoked, this one replaces the caller's. */
  token: IssuedToken | null;
}

/**
 * Applies the given fields (absent ones stay). A new password or a new e-mail address needs the
 * current password: a token left on a shared computer must not be enough to take the account over.
 * A password change ends every session, including the caller's, and starts a fresh one.
 */
export async function updateProfile(
  deps: AccountDeps,
  context: RequestContext,
  customer: Customer,
  form: UpdateProfileRequest,
): Promise<ProfileUpdate> {
  const user = await findUserById(deps.db, customer.restaurantId, customer.userId);
  if (!user) throw unauthorized('unauthenticated');

  const emailChanges = form.email !== undefined && form.email !== user.email;
  const passwordChanges = form.new_password !== undefined;
  if (emailChanges || passwordChanges) await requireCurrentPassword(deps, context, user, form.current_password);
  if (emailChanges && (await findUserByEmail(deps.db, customer.restaurantId, form.email!))) {
    throw FieldErrors.single('email', 'email_already_exists');
  }

  const changes: UserChanges = {
    ...(form.name !== undefined ? { name: form.name } : {}),
    ...(emailChanges ? { email: form.email } : {}),
    ...(form.mobile !== undefined ? { mobile: form.mobile } : {}),
    ...optional('postalCode', form.postal_code),
    ...optional('birthDate', form.birth_date),
    ...optional('street', form.street),
    ...optional('houseNumber', form.house_number),
    ...optional('city', form.city),
    ...optional('company', form.company),
    ...(isLang(context.requestedLang) ? { lang: context.requestedLang } : {}),
    ...(passwordChanges ? { passwordHash: await hashPassword(form.new_password!) } : {}),
    updatedAt: deps.clock(),
  };

  try {
    return await deps.db.transaction(async (tx) => {
      const updated = await updateUser(tx, customer.restaurantId, customer.userId, changes);
      if (!updated) throw unauthorized('unauthenticated');
      if (!passwordChanges) return { user: updated, token: null };
      // A logout that landed while the password was being hashed wins: no new session, nothing changed.
      if (!(await takeSession(tx, customer.restaurantId, customer.sessionId))) throw unauthorized('unauthenticated');
      await deleteSessionsOfUser(tx, customer.restaurantId, customer.userId);
      await deleteResetTokensOfUser(tx, customer.restaurantId, customer.userId);
      return { user: updated, token: await startSession(deps, tx, updated) };
    });
  } catch (error) {
    // Another account took the address between the check above and this write.
    if (isUniqueViolation(error)) throw FieldErrors.single('email', 'email_already_exists');
    throw error;
  }
}

async function requireCurrentPassword(
  deps: AccountDeps,
  context: RequestContext,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw FieldErrors.single('current_password', 'field_required');
  const matches = await checkPasswordThrottled(deps, {
    restaurantId: user.restaurantId,
    email: user.email,
    ip: context.ip,
    password: currentPassword,
    user,
  });
  if (!matches) throw FieldErrors.single('current_password', 'current_password_wrong');
}

/** An optional column: absent leaves it, '' or null clears it. */
function optional<K extends keyof UserChanges>(column: K, value: string | null | undefined): Partial<UserChanges> {
  return value === undefined ? {} : { [column]: blankToNull(value) };
}
