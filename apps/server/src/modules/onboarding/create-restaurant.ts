import { randomBytes } from 'node:crypto';
import { restaurantImportSchema, type RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import type { AppDeps } from '../../app.ts';
import { isLang } from '@tavola/domain/messages/catalogue';
import { conflict } from '../../http/errors.ts';
import { issuePasswordLink, MANAGER_PASSWORD_LINK_TTL_SECONDS } from '../manager/manager-accounts.ts';
import { findManagerByEmail, upsertManagerOfRestaurant } from '../manager/manager-repo.ts';
import { addedNoticeMail, invitationMail } from '../staff/staff-mails.ts';
import { insertSetupRestaurant, restaurantSlugTaken } from './onboarding-repo.ts';

export interface NewRestaurant {
  slug: string;
  name: string;
  owner: string;
  lang?: RestaurantImport['restaurant']['lang'];
  currency?: RestaurantImport['restaurant']['currency'];
  timeZone?: string;
}

export interface CreatedRestaurant {
  restaurantId: number;
  slug: string;
  /** 'invited': a new person, the link sets their password; 'added': they had a password, the link opens the board. */
  outcome: 'invited' | 'added';
  link: string;
}

/** What an empty restaurant starts with: the import's own defaults, so the export later writes a valid file. */
const restaurantSection = restaurantImportSchema.shape.restaurant;

/**
 * An empty restaurant in setup (decision 090): no menu, no hours, no delivery types, nothing a guest
 * can order from; the owner is invited like staff (decision 086) in the same transaction, so a taken
 * slug or a failing write leaves neither a restaurant nor an invitation behind.
 */
export async function createRestaurant(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'>,
  input: NewRestaurant,
): Promise<CreatedRestaurant> {
  const defaults = restaurantSection.shape;
  const created = await deps.db.transaction(async (tx) => {
    if (await restaurantSlugTaken(tx, input.slug)) throw conflict('restaurant_slug_taken', { slug: input.slug });
    const restaurantId = await insertSetupRestaurant(tx, {
      slug: input.slug,
      name: input.name,
      lang: input.lang ?? 'de',
      currency: input.currency ?? 'EUR',
      timeZone: input.timeZone ?? 'Europe/Berlin',
      // The storefront's OAuth client is public by design; random so two restaurants never share one.
      publicClientId: `tavola-${input.slug}-${randomBytes(6).toString('hex')}`,
      publicClientSecret: randomBytes(24).toString('base64url'),
      contact: { street: '', postalCode: '', city: '', country: '' },
      social: {},
      theme: defaults.theme.parse(undefined),
      // Ordering is on from the start: nothing can be ordered until the owner goes live anyway.
      modes: { ...defaults.modes.parse({}), shopProviding: true },
      settings: defaults.settings.parse(undefined),
      personalInformationFields: [
        { field: 'name', required: true },
        { field: 'email', required: true },
        { field: 'mobile', required: true },
        { field: 'comment', required: false },
      ],
    });
    const existing = await findManagerByEmail(tx, input.owner);
    const person = await upsertManagerOfRestaurant(tx, input.owner, restaurantId, 'owner');
    const outcome = existing?.passwordHash ? 'added' : 'invited';
    const link =
      outcome === 'added'
        ? `${deps.config.publicUrl}/r/${input.slug}/manager`
        : await issuePasswordLink(deps, tx, person.id, input.slug);
    const lang = isLang(input.lang) ? input.lang : 'de';
    const mailInput = { to: person.email, lang, restaurant: input.name, role: 'owner' as const, url: link };
    await deps.mailer.enqueue(
      tx,
      outcome === 'added'
        ? addedNoticeMail(mailInput)
        : invitationMail({ ...mailInput, days: MANAGER_PASSWORD_LINK_TTL_SECONDS / 86_400 }),
      { restaurantId },
    );
    return { restaurantId, slug: input.slug, outcome, link } satisfies CreatedRestaurant;
  });
  deps.mailer.wake();
  return created;
}
