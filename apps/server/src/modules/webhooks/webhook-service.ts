import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import {
  WEBHOOK_ENDPOINTS_MAX,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@tavola/domain/schemas/webhooks';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { managerRestaurants, managers } from '../../db/schema/manager.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { webhookEndpoints } from '../../db/schema/webhook.ts';
import { conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { composeMail } from '../../mail/compose.ts';
import { parseWebhookUrl, WebhookAddressError, type AddressPolicy } from './webhook-address.ts';
import {
  countEndpoints,
  countPendingDeliveries,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  insertResend,
  selectDeliveries,
  selectEndpoints,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhook-repo.ts';

type WebhookDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;

export function addressPolicyOf(config: AppDeps['config']): AddressPolicy {
  return { allowPrivateNetworks: config.webhooks?.allowPrivateNetworks ?? false };
}

/** The URL as it will be called, or a 422 with the field's coded message. */
function checkedUrl(url: string, policy: AddressPolicy): string {
  try {
    return parseWebhookUrl(url, policy).toString();
  } catch (error) {
    const code = error instanceof WebhookAddressError && error.reason === 'not_allowed' ? 'webhook_url_not_allowed' : 'webhook_url_invalid';
    throw FieldErrors.single('url', code);
  }
}

function endpointView(endpoint: WebhookEndpointRow, pending: number): WebhookEndpointView {
  return {
    id: endpoint.publicId,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events as WebhookEndpointView['events'],
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    createdAt: endpoint.createdAt.toISOString(),
    pending,
  };
}

function deliveryView(delivery: WebhookDeliveryRow): WebhookDeliveryView {
  const state = delivery.deliveredAt ? 'delivered' : delivery.failedAt ? 'failed' : 'pending';
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    event: delivery.eventType,
    state,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    lastStatus: delivery.lastStatus,
    lastError: delivery.lastError,
    nextAttemptAt: state === 'pending' ? delivery.availableAt.toISOString() : null,
  };
}

export async function listEndpoints(deps: WebhookDeps, restaurantId: number): Promise<WebhookEndpointView[]> {
  return (await selectEndpoints(deps.db, restaurantId)).map((row) => endpointView(row.endpoint, row.pending));
}

/** A new endpoint with a fresh secret (Standard Webhooks' `whsec_` form), shown in this answer only. */
export async function createEndpoint(deps: WebhookDeps, restaurantId: number, input: CreateWebhookEndpoint) {
  const url = checkedUrl(input.url, addressPolicyOf(deps.config));
  return deps.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, restaurantId)) >= WEBHOOK_ENDPOINTS_MAX) throw conflict('webhook_limit', { max: WEBHOOK_ENDPOINTS_MAX });
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const endpoint = await insertEndpoint(tx, {
      publicId: `ep_${randomBytes(12).toString('hex')}`,
      restaurantId,
      url,
      description: input.description,
      events: input.events,
      secret,
      createdAt: deps.clock(),
      updatedAt: deps.clock(),
    });
    return { ...endpointView(endpoint, 0), secret };
  });
}

async function requireEndpoint(db: DbOrTx, restaurantId: number, publicId: string): Promise<WebhookEndpointRow> {
  const endpoint = await findEndpoint(db, restaurantId, publicId);
  if (!endpoint) throw notFound('webhook_not_found');
  return endpoint;
}

/** Switching an endpoint back on clears why it was off; its waiting deliveries go out again. */
export async function changeEndpoint(deps: WebhookDeps, restaurantId: number, publicId: string, input: UpdateWebhookEndpoint) {
  const endpoint = await requireEndpoint(deps.db, restaurantId, publicId);
  const url = input.url === undefined ? undefined : checkedUrl(input.url, addressPolicyOf(deps.config));
  const enabled = input.enabled;
  const updated = await updateEndpoint(
    deps.db,
    endpoint.id,
    {
      ...(url !== undefined ? { url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(enabled !== undefined ? { enabled, disabledReason: enabled ? null : 'owner' } : {}),
    },
    deps.clock(),
  );
  if (!updated) throw notFound('webhook_not_found');
  return endpointView(updated, await countPendingDeliveries(deps.db, endpoint.id));
}

export async function removeEndpoint(deps: WebhookDeps, restaurantId: number, publicId: string): Promise<void> {
  const endpoint = await requireEndpoint(deps.db, restaurantId, publicId);
  await deleteEndpoint(deps.db, endpoint.id);
}

export async function listDeliveries(deps: WebhookDeps, restaurantId: number, publicId: string): Promise<WebhookDeliveryView[]> {
  const endpoint = await requireEndpoint(deps.db, restaurantId, publicId);
  return (await selectDeliveries(deps.db, endpoint.id, 100)).map(deliveryView);
}

/** The owner sends one again: the same message id and body, at the end of the endpoint's queue. */
export async function resendDelivery(deps: WebhookDeps, restaurantId: number, deliveryId: number): Promise<WebhookDeliveryView> {
  const found = await findDelivery(deps.db, restaurantId, deliveryId);
  if (!found) throw notFound('webhook_delivery_not_found');
  return deliveryView(await insertResend(deps.db, found.delivery, deps.clock()));
}

const SWITCHED_OFF_WORDS: Record<Lang, (url: string, event: string) => { subject: string; paragraphs: string[] }> = {
  en: (url, event) => ({
    subject: 'A webhook endpoint was switched off',
    paragraphs: [
      `For 24 hours the endpoint ${url} did not accept the event “${event}”. It is now switched off, so that nothing else waits behind it.`,
      'When the receiving service works again, switch the endpoint back on in the back office (Integrations); the events that waited are then sent, and a given-up event can be sent again from its log.',
    ],
  }),
  de: (url, event) => ({
    subject: 'Ein Webhook-Empfänger wurde abgeschaltet',
    paragraphs: [
      `24 Stunden lang hat der Empfänger ${url} das Ereignis „${event}“ nicht angenommen. Er ist jetzt abgeschaltet, damit nichts weiter hinter ihm wartet.`,
      'Wenn der empfangende Dienst wieder läuft, schalten Sie den Empfänger im Backoffice (Integrationen) wieder ein; die wartenden Ereignisse werden dann gesendet, ein aufgegebenes können Sie aus dem Protokoll erneut senden.',
    ],
  }),
  fr: (url, event) => ({
    subject: 'Un destinataire de webhooks a été désactivé',
    paragraphs: [
      `Pendant 24 heures, le destinataire ${url} n’a pas accepté l’événement « ${event} ». Il est désormais désactivé, pour que rien d’autre n’attende derrière lui.`,
      'Quand le service destinataire fonctionne à nouveau, réactivez-le dans l’espace de gestion (Intégrations) ; les événements en attente partent alors, et un événement abandonné peut être renvoyé depuis son journal.',
    ],
  }),
  ar: (url, event) => ({
    subject: 'تم إيقاف مستقبِل خطافات شبكية',
    paragraphs: [
      `لمدة 24 ساعة لم يقبل المستقبِل ${url} الحدث «${event}». لقد أُوقف الآن حتى لا ينتظر شيء آخر خلفه.`,
      'عندما تعمل الخدمة المستقبِلة مجددًا، أعد تشغيل المستقبِل من لوحة الإدارة (التكاملات)؛ عندها تُرسل الأحداث المنتظرة، ويمكن إعادة إرسال الحدث المتروك من سجله.',
    ],
  }),
};

/**
 * A delivery was given up after its 24 hours: the endpoint is switched off (new events are no longer
 * written for it) and its owners are told by mail, in the restaurant's language — in one transaction.
 */
export async function switchOffFailingEndpoint(deps: WebhookDeps, endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [switched] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: deps.clock() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!switched) return;
    const [restaurant] = await tx.select({ lang: restaurants.lang }).from(restaurants).where(eq(restaurants.id, endpoint.restaurantId));
    const lang: Lang = isLang(restaurant?.lang) ? restaurant.lang : 'de';
    const owners = await tx
      .select({ email: managers.email })
      .from(managerRestaurants)
      .innerJoin(managers, eq(managers.id, managerRestaurants.managerId))
      .where(and(eq(managerRestaurants.restaurantId, endpoint.restaurantId), eq(managerRestaurants.role, 'owner')));
    const words = SWITCHED_OFF_WORDS[lang](endpoint.url, delivery.eventType);
    for (const owner of owners) {
      await deps.mailer.enqueue(tx, composeMail({ to: owner.email, lang, ...words }), { restaurantId: endpoint.restaurantId });
    }
  });
}
