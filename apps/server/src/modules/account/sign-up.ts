import type { SignUpRequest } from '@tavola/domain/schemas/account';
import { alreadyRegisteredMail, welcomeMail } from './account-mails.ts';
import type { AccountDeps } from './deps.ts';
import { mailLang } from './mail-lang.ts';
import { hashPassword } from './password-hash.ts';
import { findRestaurantName, findRestaurantSlug, findUserByEmail, insertUser, registrationEnabled } from './repo.ts';
import { forbidden } from '../../http/errors.ts';
import type { RequestContext } from './request-context.ts';
import { takeAttempt, throttleKey } from './throttle.ts';
import { blankToNull } from './views.ts';

/**
 * Creates the account, or, when the e-mail already has one, changes nothing and tells that account's
 * owner by mail. Both cases answer the same and cost about the same (one password hash, one insert
 * attempt, one mail handed to the background), so sign-up does not reveal which addresses are
 * registered (docs/decisions/010-account-enumeration.md). The storefront then logs in with the
 * same credentials, as spec §4 describes ("signup is followed by automatic login").
 */
export async function signUp(deps: AccountDeps, context: RequestContext, form: SignUpRequest): Promise<void> {
  const now = deps.clock();
  // registration_enabled=false: no customer accounts at this restaurant, whatever the client sends.
  if (!(await registrationEnabled(deps.db, context.restaurantId))) throw forbidden('registration_disabled');
  await takeAttempt(deps.db, throttleKey(deps.config.jwtSecret, context.restaurantId, 'signup_ip', context.ip), now);

  const passwordHash = await hashPassword(form.password);
  const restaurant = await findRestaurantName(deps.db, context.restaurantId);
  // The account and its welcome mail in one transaction (insertUser answers null for a taken address).
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      restaurantId: context.restaurantId,
      email: form.email,
      passwordHash,
      name: form.name,
      mobile: form.mobile,
      postalCode: blankToNull(form.postal_code),
      birthDate: blankToNull(form.birth_date),
      street: blankToNull(form.street),
      houseNumber: blankToNull(form.house_number),
      city: blankToNull(form.city),
      company: blankToNull(form.company),
      lang: context.requestedLang,
      createdAt: now,
      updatedAt: now,
    });
    if (row) {
      const lang = mailLang(context.requestedLang, row.lang, context.lang);
      await deps.mailer.enqueue(tx, welcomeMail({ to: row.email, name: row.name, lang, restaurant }), {
        restaurantId: context.restaurantId,
      });
    }
    return row;
  });
  if (created) return;
  const owner = await findUserByEmail(deps.db, context.restaurantId, form.email);
  if (owner) {
    const lang = mailLang(null, owner.lang, context.lang);
    const signInUrl = `${deps.config.publicUrl}/r/${encodeURIComponent(await findRestaurantSlug(deps.db, context.restaurantId))}/?auth=forgot`;
    await deps.mailer.enqueue(
      deps.db,
      alreadyRegisteredMail({ to: owner.email, name: owner.name, lang, restaurant, signInUrl }),
      {
        restaurantId: context.restaurantId,
      },
    );
  }
}
