import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { withReplyTo } from '../../mail/mailer.ts';
import type { OutboxRenderer } from '../../mail/outbox-worker.ts';
import { orderVat } from '../order/order-vat.ts';
import { orderViewOf } from '../order/order-view.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { findOrderForMail } from './order-mail-repo.ts';

/** The storefront page of one order (spec route /paymentstatus), the mail's call to action. */
export function orderStatusUrl(publicUrl: string, orderId: string): string {
  const url = new URL('/paymentstatus', publicUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/**
 * The outbox renderer of 'order_confirmation' rows: the order's one statement (place-order-repo.ts)
 * writes a row naming the order, and the worker composes the mail here, from the database, in the
 * language the guest ordered in, to the e-mail of the order's details (else the account's). Null:
 * nobody to mail.
 */
export function orderConfirmationRenderer(publicUrl: string): OutboxRenderer {
  return async (db: Db, row) => {
    if (row.ref === null || row.restaurantId === null) throw new Error('order confirmation without its order');
    const found = await findOrderForMail(db, row.restaurantId, row.ref);
    if (!found) return null;
    const { order, lines, table, context } = found;
    const details = order.userDetails;
    const to = details?.email?.trim() || context.customer?.email;
    if (!to) return null;
    const lang: Lang = isLang(row.lang) ? row.lang : isLang(order.lang) ? order.lang : 'de';
    const mail = orderConfirmationMail({
      to,
      name: details?.name?.trim() || context.customer?.name || null,
      lang,
      restaurantName: context.restaurantName,
      order: orderViewOf(order, lines, table),
      statusUrl: orderStatusUrl(publicUrl, order.publicId),
      vat: orderVat(order, lines),
    });
    return withReplyTo(mail, context.contact.email);
  };
}
