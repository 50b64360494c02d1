import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { closeServer, listenOnRandomPort, readBody } from './listen.ts';

/** What the payer did on Saferpay's page, as Assert will report it. */
export type SaferpayOutcome = 'not_started' | 'authorized' | 'captured' | 'pending' | 'aborted' | 'declined' | 'expired';

export interface SaferpayCredentials {
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
}

export interface RecordedSaferpayRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

interface Transaction {
  token: string;
  transactionId: string;
  outcome: SaferpayOutcome;
  initialize: any;
  refundedCents?: number;
}

export interface FakeSaferpay {
  /** The base URL (like `https://www.saferpay.com/api`). */
  apiUrl: string;
  requests: RecordedSaferpayRequest[];
  setOutcome(token: string, outcome: SaferpayOutcome): void;
  /** Answers 500 INTERNAL_ERROR until switched off. */
  down: boolean;
  /** Assert keeps reporting AUTHORIZED after a capture, as when two notifications race each other. */
  staleAssert: boolean;
  delayMs: number;
  /** Captures that took money (a repeated capture is refused with TRANSACTION_ALREADY_CAPTURED). */
  captured: number;
  close(): Promise<void>;
}

/**
 * A local imitation of the Saferpay JSON API payment page flow: Basic auth, JSON with RequestHeader,
 * PaymentPage Initialize / Assert and Transaction Capture, errors as Saferpay's error message
 * (ResponseHeader, Behavior, ErrorName, ErrorMessage) with 400 (validation), 401, 402 (action failed),
 * 415 and 500.
 */
export async function startFakeSaferpay(credentials: SaferpayCredentials): Promise<FakeSaferpay> {
  const byToken = new Map<string, Transaction>();
  const refundsByRequest = new Map<string, unknown>();
  const requests: RecordedSaferpayRequest[] = [];
  const server = createServer();

  const fake: FakeSaferpay = {
    apiUrl: '',
    requests,
    down: false,
    staleAssert: false,
    delayMs: 0,
    captured: 0,
    setOutcome(token, outcome) {
      const transaction = byToken.get(token);
      if (!transaction) throw new Error(`fake Saferpay has no token ${token}`);
      transaction.outcome = outcome;
    },
    close: () => closeServer(server),
  };

  server.on('request', async (request, response: ServerResponse) => {
    const raw = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ path, headers: request.headers, body });
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (response.destroyed) return;

    const requestId = body?.RequestHeader?.RequestId ?? 'unknown';
    const send = (status: number, payload: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ ResponseHeader: { SpecVersion: body?.RequestHeader?.SpecVersion ?? '1.51', RequestId: requestId }, ...payload }));
    };
    const fail = (status: number, errorName: string, message: string, behavior = 'DO_NOT_RETRY', extra: object = {}) =>
      send(status, { Behavior: behavior, ErrorName: errorName, ErrorMessage: message, ...extra });

    if (fake.down) return fail(500, 'INTERNAL_ERROR', 'Internal error', 'RETRY_LATER');
    const expectedAuth = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) return fail(401, 'AUTHENTICATION_FAILED', 'Unable to authenticate request');
    // Management API "Get Terminal" (GET, no RequestHeader body): what the owner's "test connection" asks.
    const terminal = path.match(/^\/api\/rest\/customers\/([^/]+)\/terminals\/([^/]+)$/);
    if (request.method === 'GET' && terminal) {
      if (typeof request.headers['saferpay-requestid'] !== 'string' || typeof request.headers['saferpay-apiversion'] !== 'string') {
        return fail(400, 'VALIDATION_FAILED', 'Saferpay-RequestId and Saferpay-ApiVersion are required');
      }
      if (terminal[1] !== credentials.customerId || terminal[2] !== credentials.terminalId) return fail(404, 'TERMINAL_NOT_FOUND', 'Terminal not found');
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ TerminalId: credentials.terminalId, Type: 'ECOM', Description: 'Fake terminal', PaymentMethods: [{ PaymentMethod: 'VISA', Currencies: ['EUR', 'CHF'] }] }));
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      response.writeHead(415).end();
      return;
    }
    const header = body?.RequestHeader;
    if (
      !header ||
      typeof header.SpecVersion !== 'string' ||
      header.CustomerId !== credentials.customerId ||
      typeof header.RequestId !== 'string' ||
      header.RequestId.length === 0 ||
      typeof header.RetryIndicator !== 'number'
    ) {
      return fail(400, 'VALIDATION_FAILED', 'Request validation failed', 'DO_NOT_RETRY', { ErrorDetail: ['RequestHeader: invalid'] });
    }

    switch (path) {
      case '/api/Payment/v1/PaymentPage/Initialize': {
        const problems = validateInitialize(body, credentials.terminalId);
        if (problems.length) return fail(400, 'VALIDATION_FAILED', 'Request validation failed', 'DO_NOT_RETRY', { ErrorDetail: problems });
        const token = randomBytes(14).toString('hex');
        byToken.set(token, { token, transactionId: randomBytes(14).toString('base64url'), outcome: 'not_started', initialize: body });
        return send(200, {
          Token: token,
          Expiration: new Date(Date.now() + 24 * 3600_000).toISOString(),
          RedirectUrl: `https://test.saferpay.com/vt2/api/PaymentPage/${credentials.customerId}/${credentials.terminalId}/${token}`,
        });
      }
      case '/api/Payment/v1/PaymentPage/Assert': {
        const transaction = byToken.get(body.Token);
        if (!transaction) return fail(402, 'TOKEN_INVALID', 'Invalid token');
        const orderId = transaction.initialize.Payment.OrderId;
        switch (transaction.outcome) {
          case 'not_started':
            return fail(402, 'TRANSACTION_NOT_STARTED', 'Transaction not started', 'RETRY_LATER');
          case 'aborted':
            return fail(402, 'TRANSACTION_ABORTED', 'Transaction aborted', 'DO_NOT_RETRY', { OrderId: orderId, TransactionId: transaction.transactionId });
          case 'declined':
            return fail(402, 'TRANSACTION_DECLINED', 'Transaction declined by acquirer', 'OTHER_MEANS', { OrderId: orderId, TransactionId: transaction.transactionId });
          case 'expired':
            return fail(402, 'TOKEN_EXPIRED', 'Token expired');
          default: {
            const outcome = fake.staleAssert && transaction.outcome === 'captured' ? 'authorized' : transaction.outcome;
            const status = { authorized: 'AUTHORIZED', captured: 'CAPTURED', pending: 'PENDING' }[outcome];
            return send(200, {
              Transaction: {
                Type: 'PAYMENT',
                Status: status,
                Id: transaction.transactionId,
                ...(status === 'CAPTURED' ? { CaptureId: `${transaction.transactionId}_c` } : {}),
                Date: new Date().toISOString(),
                Amount: transaction.initialize.Payment.Amount,
                OrderId: orderId,
                AcquirerName: 'Saferpay Test Card',
                SixTransactionReference: `0:0:3:${transaction.transactionId}`,
              },
              PaymentMeans: { Brand: { PaymentMethod: 'VISA', Name: 'VISA Saferpay Test' }, DisplayText: 'xxxx xxxx xxxx 1234' },
            });
          }
        }
      }
      case '/api/Payment/v1/Transaction/Capture': {
        const id = body?.TransactionReference?.TransactionId;
        const transaction = [...byToken.values()].find((t) => t.transactionId === id);
        if (!transaction) return fail(402, 'TRANSACTION_NOT_FOUND', 'Transaction not found');
        if (transaction.outcome === 'captured') return fail(402, 'TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured');
        if (transaction.outcome !== 'authorized') return fail(402, 'TRANSACTION_IN_WRONG_STATE', 'Transaction in wrong state');
        transaction.outcome = 'captured';
        fake.captured += 1;
        return send(200, { CaptureId: `${id}_c`, Status: 'CAPTURED', Date: new Date().toISOString() });
      }
      case '/api/Payment/v1/Transaction/Refund': {
        // Saferpay recognises a repeated request by its RequestId and answers it again.
        const requestId = body.RequestHeader.RequestId as string;
        const repeated = refundsByRequest.get(requestId);
        if (repeated) return send(200, repeated);
        const captureId = body?.CaptureReference?.CaptureId;
        const transaction = [...byToken.values()].find((t) => `${t.transactionId}_c` === captureId);
        if (!transaction || transaction.outcome !== 'captured') return fail(402, 'TRANSACTION_NOT_FOUND', 'Transaction not found');
        const cents = Number(body?.Refund?.Amount?.Value);
        if (!Number.isInteger(cents) || cents <= 0 || (transaction.refundedCents ?? 0) + cents > Number(transaction.initialize.Payment.Amount.Value)) {
          return fail(402, 'AMOUNT_INVALID', 'The amount does not adhere to the restrictions for this action');
        }
        transaction.refundedCents = (transaction.refundedCents ?? 0) + cents;
        const answer = { Transaction: { Type: 'REFUND', Status: 'AUTHORIZED', Id: randomBytes(14).toString('base64url'), Amount: body.Refund.Amount } };
        refundsByRequest.set(requestId, answer);
        return send(200, answer);
      }
      default:
        response.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
    }
  });

  const port = await listenOnRandomPort(server);
  fake.apiUrl = `http://127.0.0.1:${port}/api`;
  return fake;
}

function validateInitialize(body: any, terminalId: string): string[] {
  const problems: string[] = [];
  if (body.TerminalId !== terminalId) problems.push('TerminalId: unknown terminal');
  const amount = body.Payment?.Amount;
  if (!amount || typeof amount.Value !== 'string' || !/^\d+$/.test(amount.Value)) problems.push('Payment.Amount.Value: must be a numeric string in minor units');
  if (!amount || typeof amount.CurrencyCode !== 'string' || !/^[A-Z]{3}$/.test(amount.CurrencyCode)) problems.push('Payment.Amount.CurrencyCode: invalid');
  if (typeof body.Payment?.Description !== 'string' || body.Payment.Description.length === 0) problems.push('Payment.Description: required');
  if (typeof body.ReturnUrl?.Url !== 'string') problems.push('ReturnUrl.Url: required');
  return problems;
}
