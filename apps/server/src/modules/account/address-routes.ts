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
      const rows = await listAddresses(app.deps, requireCustomer(request), request.query.search);
      return success(request, rows.map(addressView));
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
      return success(request, addressView(row), 'address_created');
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
      return success(request, addressView(row), 'address_updated');
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
