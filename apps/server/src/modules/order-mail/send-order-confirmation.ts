import { type Lang } from '@tavola/domain/messages/catalogue';
import type { VatSplit } from '@tavola/domain/pricing/vat-split';
import type { Order } from '@tavola/domain/schemas/order';
import type { AppDeps } from '../../app.ts';
import { orderConfirmationMail, parseUserDetails } from './order-confirmation-mail.ts';
import { findOrderMailContext } from './order-mail-repo.ts';

export type OrderMailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'> & {
  log?: { error(details: object, message: string): void };
};

/** The storefront page of one order (spec route /paymentstatus), the mail's call to action. */
export function orderStatusUrl(publicUrl: string, orderId: string): string {
  const url = new URL('/paymentstatus', publicUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/**
 * Mails the guest the confirmation of a new order, in the language they ordered in, to the e-mail of
 * the order's details (else the account's). Runs after the order is committed and never fails it:
 * the look-up and the delivery happen in the background, problems are logged. Resolves once the mail
 * is handed to the mailer (or there is nobody to mail). `restaurantName`, where the caller has it at
 * hand, spares the look-up when the order's details carry the e-mail (a flash crowd sends one per order).
 * `vat`: the receipt's VAT lines, which create-order computed from the rows it wrote.
 */
export async function sendOrderConfirmation(
  deps: OrderMailDeps,
  order: Order,
  lang: Lang,
  restaurantName?: string,
  vat?: VatSplit | null,
): Promise<void> {
  try {
    const details = parseUserDetails(order.user_details);
    const given = details?.email?.trim();
    const context =
      given && restaurantName !== undefined
        ? { restaurantName, customer: null }
        : await findOrderMailContext(deps.db, order.restaurant_id, order.orderId);
    if (!context) return;
    const to = given || context.customer?.email;
    if (!to) return;
    const name = details?.name?.trim() || context.customer?.name || null;
    deps.mailer.sendInBackground(
      orderConfirmationMail({
        to,
        name,
        lang,
        restaurantName: context.restaurantName,
        order,
        statusUrl: orderStatusUrl(deps.config.publicUrl, order.orderId),
        vat,
      }),
    );
  } catch (error) {
    deps.log?.error({ err: error, orderId: order.orderId }, 'order confirmation mail failed');
  }
}
