import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from '../provider.ts';

/** The JSON API version we speak (ReturnUrl.Url, Notification.SuccessNotifyUrl/FailNotifyUrl). */
export const SAFERPAY_SPEC_VERSION = '1.51';

export interface SaferpayCredentials {
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
  /** `https://www.saferpay.com/api` (live) or `https://test.saferpay.com/api`. */
  apiUrl: string;
}

export interface SaferpayAmount {
  Value: string;
  CurrencyCode: string;
}

export interface InitializeResponse {
  Token: string;
  Expiration: string;
  RedirectUrl: string;
}

export type TransactionStatus = 'AUTHORIZED' | 'CAPTURED' | 'PENDING' | 'CANCELED';

export interface AssertResponse {
  Transaction: { Type: string; Status: TransactionStatus; Id: string; CaptureId?: string; Amount: SaferpayAmount; OrderId?: string };
}

export interface RefundResponse {
  Transaction?: { Id: string; Status: string };
}

export interface CaptureResponse {
  CaptureId?: string;
  Status: 'CAPTURED' | 'PENDING';
  Date: string;
}

/** Saferpay's error body: ErrorName is stable and meant to be parsed; the message is not. */
export interface SaferpayErrorBody {
  Behavior?: 'DO_NOT_RETRY' | 'OTHER_MEANS' | 'RETRY' | 'RETRY_LATER';
  ErrorName: string;
  ErrorMessage?: string;
  ErrorDetail?: string[];
  TransactionId?: string;
  OrderId?: string;
}

export type SaferpayAnswer<T> = { ok: true; body: T } | { ok: false; httpStatus: number; error: SaferpayErrorBody | null };

export interface SaferpayCall {
  credentials: SaferpayCredentials;
  timeoutMs: number;
}

/**
 * One server-to-server call: basic auth, JSON both ways, a fresh RequestId with RetryIndicator 0
 * (we do not resend; a failed call becomes a 503 and the next webhook or return asks again).
 * Network trouble and answers that are not Saferpay JSON throw; Saferpay's own errors are returned.
 */
export async function saferpayPost<T>(
  call: SaferpayCall,
  path: string,
  payload: Record<string, unknown>,
  /** A stable id for a call that must not happen twice (a refund): SaferPay recognises a repeat by it. */
  requestId: string = randomUUID(),
): Promise<SaferpayAnswer<T>> {
  const { credentials } = call;
  const url = `${credentials.apiUrl.replace(/\/$/, '')}${path}`;
  const body = {
    RequestHeader: {
      SpecVersion: SAFERPAY_SPEC_VERSION,
      CustomerId: credentials.customerId,
      RequestId: requestId.slice(0, 50),
      RetryIndicator: 0,
    },
    ...payload,
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError('saferpay', 'unavailable', `${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  if (response.ok) {
    if (!json) throw new PaymentProviderError('saferpay', 'unavailable', `${path}: ${response.status} without a JSON body`);
    return { ok: true, body: json as T };
  }
  // Firewall and web-server errors come without Saferpay's JSON body (the docs say so).
  const error = json && typeof json === 'object' && 'ErrorName' in json ? (json as SaferpayErrorBody) : null;
  return { ok: false, httpStatus: response.status, error };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
