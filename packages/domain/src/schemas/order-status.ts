import { z } from 'zod';
import { clientContext } from './basket.ts';
import { ORDER_STATUSES, orderIdField } from './order.ts';
import { ID_MAX } from '../limits.ts';

/**
 * The order status stream (decision 030): the /paymentstatus page follows the restaurant's status
 * changes live through Server-Sent Events. EventSource cannot send an Authorization header, so the
 * page first asks for a short-lived ticket for one order (an ordinary call with the bearer token),
 * then opens the stream with the ticket in its URL — no access token ever travels in a URL.
 */

/** POST api/order/status-stream/ticket. */
export const orderStatusTicketRequestSchema = z.object({ ...clientContext, orderId: orderIdField }).strict();
export type OrderStatusTicketRequest = z.infer<typeof orderStatusTicketRequestSchema>;

export const orderStatusTicketSchema = z.object({
  ticket: z.string(),
  /** Seconds. */
  expiresIn: z.int(),
});
export type OrderStatusTicket = z.infer<typeof orderStatusTicketSchema>;

/** GET api/order/status-stream: a ticket, or a bearer token in the Authorization header. */
export const orderStatusStreamQuerySchema = z
  .object({
    ...clientContext,
    restaurantId: z.coerce
      .number('field_must_be_numeric')
      .int()
      .positive('field_invalid')
      .max(ID_MAX, 'field_invalid'),
    orderId: orderIdField,
    ticket: z.string().trim().min(1, 'field_required').max(2048, 'field_invalid').optional(),
  })
  .strict();
export type OrderStatusStreamQuery = z.infer<typeof orderStatusStreamQuerySchema>;

/** The SSE event name; its data is an OrderStatusUpdate as JSON. */
export const ORDER_STATUS_STREAM_EVENT = 'status';

/** Sent once on connect (the current status) and again on every change. */
export const orderStatusUpdateSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** Statuses after which nothing changes any more: the page stops listening. */
export const FINAL_ORDER_STATUSES: readonly OrderStatusUpdate['status'][] = ['delivered', 'rejected'];
