import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { closeServer, listenOnRandomPort, readBody } from './listen.ts';
import { selfSignedCertificate } from './self-signed-cert.ts';

export type MolliePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface StoredPayment {
  id: string;
  status: MolliePaymentStatus;
  created: Record<string, unknown>;
  createdAt: string;
  /** What was refunded so far, in cents. */
  refundedCents: number;
}

export interface FakeMollie {
  /** The API root to hand to createMollieClient as apiEndpoint (`https://127.0.0.1:port/v2/`). */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Moves a payment the way a payer on Mollie's checkout would. */
  setStatus(id: string, status: MolliePaymentStatus): void;
  /** Answers every call with 503 (Mollie's outage answer) until switched off. */
  down: boolean;
  /** Waits this long before answering (to test our timeout). */
  delayMs: number;
  close(): Promise<void>;
}

const DOCS = { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } };

/**
 * A local imitation of the Mollie API v2 payments endpoints, close enough to the real one for the
 * official client: HTTPS, `Authorization: Bearer <key>`, HAL+JSON bodies, 201 on create, Mollie's
 * error documents (status, title, detail, field) with 401, 404, 422 and 503.
 */
export async function startFakeMollie(apiKey: string, ...otherKeys: string[]): Promise<FakeMollie> {
  // Several keys: one Mollie account per restaurant (its own) beside the platform's.
  const accepted = new Set([apiKey, ...otherKeys].map((key) => `Bearer ${key}`));
  const payments = new Map<string, StoredPayment>();
  const refundsByKey = new Map<string, unknown>();
  const requests: RecordedRequest[] = [];
  const { key, cert } = selfSignedCertificate();
  const server = createServer({ key, cert });
  let port = 0;

  const fake: FakeMollie = {
    apiUrl: '',
    requests,
    down: false,
    delayMs: 0,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
      payment.status = status;
    },
    close: () => closeServer(server),
  };

  server.on('request', async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const body = raw ? safeJson(raw) : undefined;
    const url = new URL(request.url ?? '/', `https://127.0.0.1:${port}`);
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (response.destroyed) return;

    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, title: string, detail: string, field?: string) =>
      send(status, { status, title, detail, ...(field ? { field } : {}), _links: DOCS });

    if (fake.down) {
      // Retry-After 0 keeps the client's own retries (three attempts) fast in tests.
      return send(503, { status: 503, title: 'Service Unavailable', detail: 'The service is temporarily unavailable.', _links: DOCS }, { 'retry-after': '0' });
    }
    if (!accepted.has(request.headers.authorization ?? '')) {
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }

    if (request.method === 'POST' && url.pathname === '/v2/payments') {
      const problem = validateCreate(body);
      if (problem) return error(422, 'Unprocessable Entity', problem.detail, problem.field);
      const created = body as Record<string, unknown>;
      const id = `tr_${randomBytes(8).toString('hex')}`;
      const payment: StoredPayment = { id, status: 'open', created, createdAt: new Date().toISOString(), refundedCents: 0 };
      payments.set(id, payment);
      return send(201, paymentDocument(payment, port, apiKey));
    }

    // List payment methods: the cheap authenticated call behind the owner's "test connection".
    if (request.method === 'GET' && url.pathname === '/v2/methods') {
      return send(200, {
        count: 1,
        _embedded: {
          methods: [
            {
              resource: 'method',
              id: 'creditcard',
              description: 'Card',
              minimumAmount: { value: '0.01', currency: 'EUR' },
              maximumAmount: { value: '2000.00', currency: 'EUR' },
              image: { size1x: 'https://www.mollie.com/external/icons/payment-methods/creditcard.png', size2x: 'https://www.mollie.com/external/icons/payment-methods/creditcard%402x.png', svg: 'https://www.mollie.com/external/icons/payment-methods/creditcard.svg' },
              status: 'activated',
              _links: { self: { href: `https://127.0.0.1:${port}/v2/methods/creditcard`, type: 'application/hal+json' } },
            },
          ],
        },
        _links: { self: { href: `https://127.0.0.1:${port}/v2/methods`, type: 'application/hal+json' }, documentation: DOCS.documentation },
      });
    }

    const refundMatch = url.pathname.match(/^\/v2\/payments\/([^/]+)\/refunds$/);
    if (request.method === 'POST' && refundMatch?.[1]) {
      const payment = payments.get(refundMatch[1]);
      if (!payment) return error(404, 'Not Found', `No payment exists with token ${refundMatch[1]}.`);
      const key = request.headers['idempotency-key'];
      const again = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (again) return send(201, again);
      const amount = (body as { amount?: { value?: string; currency?: string } } | undefined)?.amount;
      const cents = Math.round(Number(amount?.value) * 100);
      const paidCents = Math.round(Number((payment.created.amount as { value: string }).value) * 100);
      if (payment.status !== 'paid') return error(422, 'Unprocessable Entity', 'The payment cannot be refunded', 'amount');
      if (!Number.isFinite(cents) || cents <= 0 || payment.refundedCents + cents > paidCents) {
        return error(422, 'Unprocessable Entity', 'The amount is higher than the amount that can be refunded', 'amount.value');
      }
      payment.refundedCents += cents;
      const refund = {
        resource: 'refund',
        id: `re_${randomBytes(6).toString('hex')}`,
        amount,
        status: 'pending',
        paymentId: payment.id,
        createdAt: new Date().toISOString(),
        _links: { self: { href: `https://127.0.0.1:${port}/v2/payments/${payment.id}/refunds/x`, type: 'application/hal+json' }, documentation: DOCS.documentation },
      };
      if (typeof key === 'string') refundsByKey.set(key, refund);
      return send(201, refund);
    }

    const match = url.pathname.match(/^\/v2\/payments\/([^/]+)$/);
    if (request.method === 'GET' && match?.[1]) {
      const payment = payments.get(match[1]);
      if (!payment) return error(404, 'Not Found', `No payment exists with token ${match[1]}.`);
      return send(200, paymentDocument(payment, port, apiKey));
    }
    return error(404, 'Not Found', 'The resource does not exist.');
  });

  port = await listenOnRandomPort(server);
  fake.apiUrl = `https://127.0.0.1:${port}/v2/`;
  return fake;
}

function validateCreate(body: unknown): { detail: string; field: string } | null {
  if (!body || typeof body !== 'object') return { detail: 'The request body is not valid JSON', field: 'body' };
  const b = body as Record<string, any>;
  if (!b.amount || typeof b.amount.value !== 'string' || !/^\d+\.\d{2}$/.test(b.amount.value)) {
    return { detail: 'The amount contains an invalid value', field: 'amount.value' };
  }
  if (typeof b.amount.currency !== 'string' || !/^[A-Z]{3}$/.test(b.amount.currency)) {
    return { detail: 'The currency is invalid', field: 'amount.currency' };
  }
  if (typeof b.description !== 'string' || b.description.length === 0 || b.description.length > 255) {
    return { detail: 'The description is invalid', field: 'description' };
  }
  if (typeof b.redirectUrl !== 'string' || !/^https?:\/\//.test(b.redirectUrl)) {
    return { detail: 'The redirect URL is invalid', field: 'redirectUrl' };
  }
  if (b.webhookUrl !== undefined && /\/\/(localhost|127\.)/.test(String(b.webhookUrl))) {
    return { detail: "The webhook URL is invalid because it is unreachable from Mollie's point of view", field: 'webhookUrl' };
  }
  return null;
}

function paymentDocument(payment: StoredPayment, port: number, apiKey: string) {
  const c = payment.created as Record<string, any>;
  const self = `https://127.0.0.1:${port}/v2/payments/${payment.id}`;
  return {
    resource: 'payment',
    id: payment.id,
    mode: apiKey.startsWith('live_') ? 'live' : 'test',
    createdAt: payment.createdAt,
    amount: c.amount,
    description: c.description,
    method: null,
    metadata: c.metadata ?? null,
    status: payment.status,
    isCancelable: false,
    expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString(),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: c.redirectUrl,
    ...(c.webhookUrl ? { webhookUrl: c.webhookUrl } : {}),
    ...(c.locale ? { locale: c.locale } : {}),
    _links: {
      self: { href: self, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${payment.id.slice(3)}`, type: 'text/html' } } : {}),
      dashboard: { href: `https://www.mollie.com/dashboard/org_12345/payments/${payment.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
