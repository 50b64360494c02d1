import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToAmount } from '@tavola/domain/pricing/money';
import { clientContext } from '@tavola/domain/schemas/basket';
import { managerTableBillsSchema, type ManagerTableBills } from '@tavola/domain/schemas/table-payment';
import type { Db } from '../../db/client.ts';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyBoardLeads, onlyManagers, requireManager } from '../manager/manager-auth.ts';
import { todaysTablePin } from './pay-fix.ts';
import { billsForBoard } from './table-bill-repo.ts';
import { billState } from './table-bill-view.ts';

/** Bills paid within this time stay on the board, so the staff see the table has settled. */
const PAID_BILLS_SHOWN_HOURS = 3;

/** GET api/managers/table-bills: every table's open and paid amounts, and the payFix PIN of the day. */
export async function managerTableBillRoutes(app: FastifyInstance) {
  onlyManagers(app);
  // Bills and reviews are the front of house's, not the kitchen's (decision 086).
  onlyBoardLeads(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/managers/table-bills',
    {
      schema: {
        tags: ['manager'],
        querystring: z.object(clientContext).strict(),
        response: { 200: envelopeOf(managerTableBillsSchema) },
      },
    },
    async (request) => {
      const manager = requireManager(request);
      return success(
        request,
        await tableBillsForBoard(app.deps.db, app.deps.config.jwtSecret, manager.restaurantId, app.deps.clock()),
      );
    },
  );
}

async function tableBillsForBoard(
  db: Db,
  secret: Uint8Array,
  restaurantId: number,
  now: Date,
): Promise<ManagerTableBills> {
  const bills = await billsForBoard(
    db,
    restaurantId,
    new Date(now.getTime() - PAID_BILLS_SHOWN_HOURS * 60 * 60 * 1000),
  );
  const states = await Promise.all(bills.map((bill) => billState(db, bill)));
  return {
    pin: await todaysTablePin(db, secret, restaurantId, now),
    bills: states
      .filter((state) => state.totalCents > 0)
      .map((state) => ({
        tablePaymentId: state.bill.publicId,
        tableName: state.tableName,
        status: state.bill.status,
        total: centsToAmount(state.totalCents),
        paid: centsToAmount(state.paidCents),
        left: centsToAmount(Math.max(0, state.totalCents - state.paidCents)),
        openedAt: state.bill.createdAt.toISOString(),
      })),
  };
}
