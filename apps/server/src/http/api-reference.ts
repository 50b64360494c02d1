import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { API_EXAMPLES, API_REFUSALS, COMMON_REFUSALS } from './api-catalogue.ts';
import { API_DESCRIPTIONS } from './api-descriptions.ts';
import { errorEnvelopeSchema, validationErrorSchema } from './envelope.ts';

type RouteSchema = FastifySchema & {
  summary?: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

/**
 * What the OpenAPI document says of every operation beyond its zod schemas (issue 30 item 1): a stable
 * operationId from method and path (client generators name their methods after it), a summary (the
 * route's own, else the first sentence of its description, else its path in words), the security it
 * needs (none for public routes) and the 4xx answers the server's own hooks give any such route:
 * 400 for a malformed body, 401 without a token, 422 for fields that fail their schema, 429 past a
 * rate limit — each with the envelope and its coded message — plus, from the recorded catalogues
 * (api-catalogue.ts), the coded refusals the route itself gives and an example of its request body
 * and of its answer.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  const schema = { ...(input.schema as RouteSchema) };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  schema.operationId ??= operationIdOf(method, url);
  schema.description ??= API_DESCRIPTIONS[schema.operationId];
  schema.summary ??= summaryOf(schema.description, url);
  // The back office's calls say who may make them; their summaries say what they do.
  if (url.startsWith('/api/owner/')) schema.description ??= `${schema.summary.replace(/\.$/, '')}. ${OWNERS_ONLY}`;
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  if (isPublic) schema.security ??= [];
  const declared = schema.response ?? {};
  const succeeds = Object.keys(declared).some((status) => status.startsWith('2'));
  const generic = errorAnswersOf(route, schema, url, isPublic);
  schema.response = {
    ...(succeeds ? {} : { 200: successAnswerOf(url) }),
    ...generic,
    ...declared,
    ...recordedRefusalsOf(schema.operationId, generic, declared),
  };
  return withExamples(schema.operationId, jsonSchemaTransform({ ...input, schema }));
};

/**
 * Each 4xx answer with the codes the route gives at that status (recorded from the test suite), in
 * its description: the codes are what a client branches on, and the description is where generators
 * and readers look. The codes every route can give are named once, by the generic answers.
 */
function recordedRefusalsOf(
  operationId: string,
  generic: Record<string, ZodType>,
  declared: Record<string, unknown>,
): Record<string, ZodType> {
  const answers: Record<string, ZodType> = {};
  for (const [status, codes] of Object.entries(API_REFUSALS[operationId] ?? {})) {
    if (declared[status]) continue;
    const common = generic[status] ? (COMMON_REFUSALS[status] ?? []) : [];
    const listed = `Coded refusals: ${codes.map((code) => `\`${code}\``).join(', ')}.`;
    const also = common.length > 0 ? ` Any call may also get ${common.map((code) => `\`${code}\``).join(', ')}.` : '';
    const base = status === '422' ? validationErrorSchema : errorEnvelopeSchema;
    const words = generic[status]?.description ?? STATUS_WORDS[status] ?? 'The call is refused.';
    answers[status] = base.describe(`${words} ${listed}${also}`);
  }
  return answers;
}

const STATUS_WORDS: Record<string, string> = {
  400: 'A coded refusal of the request.',
  403: 'Not allowed to this token.',
  404: 'Something the call names does not exist (here).',
  409: 'The state changed meanwhile, or the call conflicts with it.',
  413: 'Too large.',
  503: 'Not available right now.',
};

/** The recorded request body and answer, as the media types' examples (a JSON Schema `examples`). */
function withExamples<T>(operationId: string, transformed: T): T {
  const example = API_EXAMPLES[operationId];
  if (!example) return transformed;
  const result = transformed as { schema: { body?: Record<string, unknown>; response?: Record<string, Record<string, unknown>> } };
  const { body, response } = result.schema;
  if (body && example.request !== undefined) result.schema.body = { ...body, examples: [example.request] };
  const status = String(example.status);
  const answer = response?.[status] as { type?: string; content?: Record<string, Record<string, unknown>> } | undefined;
  if (!response || !answer || answer.type === 'null') return transformed;
  // An answer given as content (the routes that declare none) takes the example on its media type.
  const json = answer.content?.['application/json'];
  response[status] = json
    ? { ...answer, content: { ...answer.content, 'application/json': { ...json, example: example.answer } } }
    : { ...answer, examples: [example.answer] };
  return transformed;
}

/** `POST /api/order/push` → `postOrderPush`; `GET /api/blogs/{slug}` → `getBlogsBySlug`. */
export function operationIdOf(method: string, url: string): string {
  return [method.toLowerCase(), ...pathWords(url).map(capitalized)].join('');
}

/** The path after /api in words, parameters as 'by name': '/api/blogs/{slug}' → ['blogs', 'by', 'slug']. */
function pathWords(url: string): string[] {
  return url
    .replace(/^\/api\//, '')
    .replace(/[:{](\w+)}?/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function summaryOf(description: string | undefined, url: string): string {
  const sentence = description?.split(/(?<=\.)\s/)[0]?.replace(/\.$/, '').trim();
  if (sentence && sentence.length <= 90 && !sentence.includes('/')) return sentence;
  // 'Basket: add voucher to basket', 'Managers: order by orderId'.
  const [area = 'API', ...rest] = pathWords(url);
  const title = capitalized(area);
  return rest.length > 0 ? `${title}: ${rest.join(' ')}` : title;
}

/** The answer of a route that declares none: its files and streams (their descriptions say more). */
function successAnswerOf(url: string) {
  if (url.endsWith('.csv')) {
    return { description: 'A CSV file (UTF-8, one header row).', content: { 'text/csv': { schema: z.string() } } };
  }
  if (url.endsWith('stream')) {
    return { description: 'Server-Sent Events, as the description says.', content: { 'text/event-stream': { schema: z.string() } } };
  }
  return { description: 'The answer the description names.', content: { 'application/json': { schema: z.unknown() } } };
}

const OWNERS_ONLY = "Owners only: the restaurant's managers and kitchen get 403 owner_only.";

const GENERIC_ANSWERS: Record<string, string> = {
  400: 'Malformed JSON, or a coded refusal of the request.',
  401: 'No token, or an expired or revoked one (token_required, unauthenticated).',
  422: 'Fields that fail their schema, each with its coded message.',
  429: 'Too many calls from this address (too_many_requests); see Retry-After.',
};

function errorAnswersOf(route: RouteOptions, schema: RouteSchema, url: string, isPublic: boolean): Record<string, ZodType> {
  const answers: Record<string, ZodType> = {};
  if (url.startsWith('/api/owner/')) answers['403'] = errorEnvelopeSchema.describe('A staff token of another role (owner_only), or a guest\'s (manager_only).');
  else if (url.startsWith('/api/managers/') && !/\/(login|set-password)$/.test(url)) {
    answers['403'] = errorEnvelopeSchema.describe(
      "A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed).",
    );
  }
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  if (schema.body) answers['400'] = errorEnvelopeSchema.describe(GENERIC_ANSWERS['400']!);
  if (!isPublic) answers['401'] = errorEnvelopeSchema.describe(GENERIC_ANSWERS['401']!);
  if (takesInput) answers['422'] = validationErrorSchema.describe(GENERIC_ANSWERS['422']!);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    answers['429'] = errorEnvelopeSchema.describe(GENERIC_ANSWERS['429']!);
  }
  return answers;
}
