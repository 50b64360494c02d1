import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAddressRequestSchema,
  customerAddressSchema,
  editAddressRequestSchema,
  listAddressesQuerySchema,
  removeAddressRequestSchema,
} from '@tavola/domain/schemas/account';
import { envelopeOf, success } from '../../http/envelope.ts';
import { deliveryAreaOf, deliversTo } from './delivery-area.ts';
import { addAddress } from './add-address.ts';
import { onlyCustomers, requireCustomer } from './customer-auth.ts';
import { editAddress } from './edit-address.ts';
import { listAddresses } from './list-addresses.ts';
import { removeAddress } from './remove-address.ts';
import { addressView } from './views.ts';

/** The customer's saved addresses: api/auth/user/address (list), …/add, …/edit, …/remove. */
export async function accountAddressRoutes(app: FastifyInstance) {
  onlyCustomers(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/user/address',
    {
      schema: {
        tags: ['account'],
        querystring: listAddressesQuerySchema,
        response: { 200: envelopeOf(z.array(customerAddressSchema)) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const rows = await listAddresses(app.deps, customer, request.query.search);
      const delivers = await deliveryAreaOf(app.deps.db, customer.restaurantId);
      return success(request, rows.map((row) => ({ ...addressView(row), in_delivery_area: delivers(row.postalCode) })));
    },
  );

  routes.post(
    '/api/auth/user/address/add',
    {
      schema: {
        tags: ['account'],
        body: addAddressRequestSchema,
        response: { 200: envelopeOf(customerAddressSchema) },
      },
    },
    async (request) => {
      const row = await addAddress(app.deps, requireCustomer(request), request.body);
      const inArea = await deliversTo(app.deps.db, row.restaurantId, row.postalCode);
      const view = { ...addressView(row), in_delivery_area: inArea };
      return inArea ? success(request, view, 'address_created') : success(request, view, 'address_saved_outside_area', { postalCode: row.postalCode });
    },
  );

  routes.post(
    '/api/auth/user/address/edit',
    {
      schema: {
        tags: ['account'],
        body: editAddressRequestSchema,
        response: { 200: envelopeOf(customerAddressSchema) },
      },
    },
    async (request) => {
      const row = await editAddress(app.deps, requireCustomer(request), request.body);
      const inArea = await deliversTo(app.deps.db, row.restaurantId, row.postalCode);
      const view = { ...addressView(row), in_delivery_area: inArea };
      return inArea ? success(request, view, 'address_updated') : success(request, view, 'address_saved_outside_area', { postalCode: row.postalCode });
    },
  );

  routes.put(
    '/api/auth/user/address/remove',
    { schema: { tags: ['account'], body: removeAddressRequestSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await removeAddress(app.deps, requireCustomer(request), request.body.id);
      return success(request, null, 'address_deleted');
    },
  );
}
