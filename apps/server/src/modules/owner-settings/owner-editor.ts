import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { requireOwner } from '../manager/manager-auth.ts';
import { findManagerById } from '../manager/manager-repo.ts';

/** Who changes the restaurant: the owner's restaurant and e-mail (the audit logs' "who"). */
export interface OwnerEditor {
  restaurantId: number;
  managerId: number;
  email: string;
}

/** The owner behind a request (401 without a token, 403 owner_only for other staff). */
export async function requireOwnerEditor(db: DbOrTx, request: FastifyRequest): Promise<OwnerEditor> {
  const { managerId, restaurantId } = await requireOwner(db, request);
  const person = await findManagerById(db, managerId);
  return { restaurantId, managerId, email: person?.email ?? `manager ${managerId}` };
}
