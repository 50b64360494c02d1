import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAddressRequestSchema,
  addDeliveryTimeRequestSchema,
  addressCheckSchema,
  addTipRequestSchema,
  addVoucherQuerySchema,
  basketPriceSchema,
  basketQuerySchema,
  basketSchema,
  changeDeliveryMethodRequestSchema,
  checkAddressQuerySchema,
  deliveryMethodChangeSchema,
  priceQuerySchema,
} from '@tavola/domain/schemas/basket';
import { envelopeOf, success } from '../../http/envelope.ts';
import { addAddress } from './add-address.ts';
import { addDeliveryTime } from './add-delivery-time.ts';
import { addTip } from './add-tip.ts';
import { addVoucher } from './add-voucher.ts';
import { callerOf, type BasketDeps } from './basket-access.ts';
import { basketPrice } from './basket-price.ts';
import { changeDeliveryMethod } from './change-delivery-method.ts';
import { checkAddress } from './check-address.ts';
import { parseFields } from './parse-fields.ts';
import { removeTip } from './remove-tip.ts';
import { removeVoucher } from './remove-voucher.ts';

const basketAnswer = { 200: envelopeOf(basketSchema) };

/** Delivery type and time, address, prices, voucher and tip: what the checkout steps set. */
export function registerCheckoutRoutes(app: FastifyInstance, deps: BasketDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/basket/add-delivery-time',
    { schema: { tags: ['basket'], body: addDeliveryTimeRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, (await addDeliveryTime(deps, callerOf(request), request.body, deps.clock())).basket, 'delivery_time_set'),
  );

  routes.post(
    '/api/basket/change-delivery-method',
    { schema: { tags: ['basket'], body: changeDeliveryMethodRequestSchema, response: { 200: envelopeOf(deliveryMethodChangeSchema) } } },
    async (request) => {
      const change = await changeDeliveryMethod(deps, callerOf(request), request.body, deps.clock());
      const code = change.result.length ? 'items_removed_from_cart' : 'delivery_type_changed';
      const answer = success(
        request,
        { basket: change.basket, deliveryType: request.body.deliveryType, removedProducts: change.result },
        code,
      );
      // The storefront shows msg in a snackbar of the given type (spec §4).
      return { ...answer, msg: answer.message.body };
    },
  );

  routes.post(
    '/api/basket/add-address',
    { schema: { tags: ['basket'], body: addAddressRequestSchema, response: basketAnswer } },
    async (request) => success(request, (await addAddress(deps, callerOf(request), request.body)).basket, 'address_saved'),
  );

  routes.get(
    '/api/order/check-address',
    { schema: { tags: ['basket'], querystring: checkAddressQuerySchema, response: { 200: envelopeOf(addressCheckSchema) } } },
    async (request) => success(request, await checkAddress(deps, callerOf(request), request.query), 'address_ok'),
  );

  for (const path of ['/api/restaurant/shipping-price', '/api/basket/total-price']) {
    routes.get(
      path,
      { schema: { tags: ['basket'], querystring: priceQuerySchema, response: { 200: envelopeOf(basketPriceSchema) } } },
      async (request) => success(request, await basketPrice(deps, callerOf(request), request.query)),
    );
  }

  // Spec §7 sends the voucher fields in the query string; a JSON body is accepted as well.
  routes.post(
    '/api/basket/add-voucher-to-basket',
    // Every field may come in the query or the body: the document lists them as (optional) query fields.
    { schema: { tags: ['basket'], querystring: addVoucherQuerySchema.partial(), response: basketAnswer } },
    async (request) => {
      const query = parseFields(addVoucherQuerySchema, { ...bodyObject(request.body), ...request.query });
      return success(request, (await addVoucher(deps, callerOf(request), query, deps.clock())).basket, 'voucher_accepted');
    },
  );

  routes.get(
    '/api/basket/remove-voucher-from-basket',
    { schema: { tags: ['basket'], querystring: basketQuerySchema, response: basketAnswer } },
    async (request) => success(request, (await removeVoucher(deps, callerOf(request), request.query)).basket, 'voucher_removed'),
  );

  routes.post(
    '/api/basket/add-tip',
    { schema: { tags: ['basket'], body: addTipRequestSchema, response: basketAnswer } },
    async (request) => success(request, (await addTip(deps, callerOf(request), request.body)).basket, 'tip_added'),
  );

  routes.put(
    '/api/basket/remove-tip-from-basket',
    { schema: { tags: ['basket'], querystring: basketQuerySchema.partial(), response: basketAnswer } },
    async (request) => {
      const query = parseFields(basketQuerySchema, { ...bodyObject(request.body), ...request.query });
      return success(request, (await removeTip(deps, callerOf(request), query)).basket, 'tip_removed');
    },
  );
}

function bodyObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
