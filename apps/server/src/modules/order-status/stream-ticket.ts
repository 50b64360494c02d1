import { jwtVerify, SignJWT } from 'jose';

/** A ticket opens the stream of one order for this long; EventSource reconnects reuse it. */
export const STREAM_TICKET_TTL_SECONDS = 60 * 60;

/**
 * The audience keeps tickets and access tokens apart although both are signed with the same secret:
 * a ticket has no `kind` and `jti`, so verifyToken refuses it, and an access token has no audience,
 * so verifyStreamTicket refuses it.
 */
const AUDIENCE = 'order-status-stream';
const ALGORITHM = 'HS256';

export interface StreamTicketSubject {
  restaurantId: number;
  orderId: string;
}

export async function issueStreamTicket(secret: Uint8Array, subject: StreamTicketSubject): Promise<string> {
  return new SignJWT({ rid: subject.restaurantId, oid: subject.orderId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${STREAM_TICKET_TTL_SECONDS}s`)
    .sign(secret);
}

/** The ticket's order, or null when the ticket is forged, expired or no ticket at all. */
export async function readStreamTicket(secret: Uint8Array, ticket: string): Promise<StreamTicketSubject | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'rid', 'oid'],
    });
    if (typeof payload.rid !== 'number' || typeof payload.oid !== 'string') return null;
    return { restaurantId: payload.rid, orderId: payload.oid };
  } catch {
    return null;
  }
}
