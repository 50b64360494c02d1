import refusalsFile from './api-refusals.json' with { type: 'json' };
import examplesFile from './api-examples.json' with { type: 'json' };
import { operationIdOf } from './api-reference.ts';

/**
 * The coded refusals and the examples the API reference shows per operation (issue 30 item 1). Both
 * are recorded from the server test suite's own calls (`npm run api:record -w @tavola/server`), so
 * the document says what the server really answers; the test app checks every later run against
 * them, so a new refusal cannot ship undocumented.
 */

/** operationId → HTTP status → the codes that operation answers with at that status. */
export type RefusalCatalogue = Record<string, Record<string, string[]>>;
/** operationId → a request body (where the call takes one) and a successful answer. */
export type ExampleCatalogue = Record<string, { status: number; request?: unknown; answer: unknown }>;

export const API_REFUSALS: RefusalCatalogue = refusalsFile;
export const API_EXAMPLES: ExampleCatalogue = examplesFile as ExampleCatalogue;

export const RECORD_COMMAND = 'npm run api:record -w @tavola/server';

/**
 * Refusals any route can give, from the server's own hooks rather than the route: documented once
 * for every operation (see api-reference.ts), never listed per operation.
 */
export const COMMON_REFUSALS: Record<string, readonly string[]> = {
  400: ['malformed_json', 'field_invalid'],
  401: ['token_required', 'unauthenticated'],
  404: ['route_not_found'],
  413: ['payload_too_large'],
  414: ['field_invalid'],
  415: ['unsupported_media_type'],
  422: ['validation_failed', 'field_required', 'field_invalid', 'field_too_long', 'field_must_be_numeric', 'field_must_be_boolean', 'email_invalid', 'value_out_of_range'],
  429: ['too_many_requests'],
};

export const isCommonRefusal = (status: number, code: string) => COMMON_REFUSALS[status]?.includes(code) ?? false;

/** The operation a request reached, as the document names it; null outside the documented API. */
export function operationOfRoute(method: string, routeUrl: string | undefined): string | null {
  if (!routeUrl || !routeUrl.startsWith('/api/') || routeUrl.startsWith('/api/docs')) return null;
  if (method === 'HEAD' || method === 'OPTIONS') return null;
  return operationIdOf(method, routeUrl);
}

/** The codes of a 4xx answer: the envelope's message code, or every field's codes of a 422. */
export function refusalCodesOf(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const { message, code, codes } = answer as { message?: { code?: unknown }; code?: unknown; codes?: unknown };
  if (codes && typeof codes === 'object') {
    const all = Object.values(codes as Record<string, unknown>).flatMap((list) => (Array.isArray(list) ? list : []));
    return [...new Set(all.filter((c): c is string => typeof c === 'string'))];
  }
  if (typeof code === 'string') return [code];
  if (message && typeof message.code === 'string') return [message.code];
  return [];
}

export function isDocumentedRefusal(operationId: string, status: number, code: string): boolean {
  return isCommonRefusal(status, code) || (API_REFUSALS[operationId]?.[status]?.includes(code) ?? false);
}

const MAX_ITEMS = 2;
const MAX_STRING = 120;
const SECRET_KEY = /password|secret|hash|token$|api_?key$|private_?key$|^authorization$|^p256dh$|^auth$/i;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A random id (a basket's, a ticket's): letters of both cases and digits, nothing else. */
const RANDOM_ID = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\w-]{16,48}$/;
/** A random hex run inside a text, e.g. a test guest's address `guest-8bc573d9e3@example.com`. */
const RANDOM_HEX = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/g;

/**
 * A recorded body made fit to publish: at most two items per array, long strings cut, secrets
 * (tokens, passwords, hashes, keys, signing secrets) masked, random ids (UUIDs, basket ids, hex runs)
 * replaced by stable ones so a re-recording changes the file only where the API changed.
 */
export function trimmedExample(value: unknown): unknown {
  const stable = new Map<string, string>();
  const stableId = (id: string, make: (n: string) => string) => {
    if (!stable.has(id)) stable.set(id, make(String(stable.size + 1)));
    return stable.get(id)!;
  };
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') {
      if (SECRET_KEY.test(key) || JWT.test(node)) return masked(node).slice(0, MAX_STRING);
      if (UUID.test(node)) return stableId(node, (n) => `00000000-0000-4000-8000-${n.padStart(12, '0')}`);
      if (RANDOM_ID.test(node)) return stableId(node, (n) => `Example${n.padStart(node.length - 7, '0')}`);
      const steady = node.replace(RANDOM_HEX, (hex) => stableId(hex, (n) => n.padStart(hex.length, '0')));
      return steady.length > MAX_STRING ? `${steady.slice(0, MAX_STRING)}…` : steady;
    }
    if (Array.isArray(node)) return node.slice(0, MAX_ITEMS).map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      // `$schema` and the like point at files of ours; the document's examples leave them out.
      return Object.fromEntries(Object.entries(node).filter(([k]) => !k.startsWith('$')).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value, '');
}

/**
 * A secret with its shape kept (length, letter case, digits, punctuation and a `test_`-like prefix),
 * so the example still fits a schema's pattern and length: `test_Ab3…` → `test_Xx0…`.
 */
export function masked(secret: string): string {
  const prefix = /^[a-z]{2,7}_/.exec(secret)?.[0] ?? '';
  return prefix + secret.slice(prefix.length).replace(/[a-z]/g, 'x').replace(/[A-Z]/g, 'X').replace(/\d/g, '0');
}

/** What one test app saw, written to API_RECORD_DIR when it closes. */
export interface Recording {
  testPath: string;
  refusals: [operationId: string, status: number, code: string][];
  examples: Record<string, { status: number; request?: unknown; answer: unknown }>;
}

/**
 * Many recordings → the two catalogues, deterministic: refusals sorted; per operation the example of
 * the first test file (by path) that made a successful call, the hostile-input suite's never.
 */
export function mergeRecordings(
  recordings: Recording[],
  base: { refusals: RefusalCatalogue; examples: ExampleCatalogue } = { refusals: {}, examples: {} },
): { refusals: RefusalCatalogue; examples: ExampleCatalogue } {
  const seen = new Map<string, Set<string>>();
  for (const [op, statuses] of Object.entries(base.refusals)) {
    for (const [status, codes] of Object.entries(statuses)) for (const code of codes) add(op, status, code);
  }
  function add(op: string, status: number | string, code: string) {
    const key = `${op} ${status}`;
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(code);
  }
  const ordered = [...recordings].sort((a, b) => (a.testPath < b.testPath ? -1 : a.testPath > b.testPath ? 1 : 0));
  const examples: ExampleCatalogue = { ...base.examples };
  const chosen = new Set<string>();
  for (const recording of ordered) {
    for (const [op, status, code] of recording.refusals) if (!isCommonRefusal(status, code)) add(op, status, code);
    if (/\/abuse\//.test(recording.testPath)) continue;
    for (const [op, example] of Object.entries(recording.examples)) {
      if (chosen.has(op)) continue;
      chosen.add(op);
      examples[op] = example;
    }
  }
  const refusals: RefusalCatalogue = {};
  for (const key of [...seen.keys()].sort()) {
    const [op, status] = key.split(' ') as [string, string];
    (refusals[op] ??= {})[status] = [...seen.get(key)!].sort();
  }
  return { refusals, examples: Object.fromEntries(Object.entries(examples).sort(([a], [b]) => (a < b ? -1 : 1))) };
}
