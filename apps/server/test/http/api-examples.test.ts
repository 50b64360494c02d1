import { isMessageCode } from '@tavola/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_EXAMPLES,
  API_REFUSALS,
  isCommonRefusal,
  mergeRecordings,
  trimmedExample,
  type Recording,
} from '../../src/http/api-catalogue.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  path: string;
  method: string;
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }>;
}

let t: TestApp;
let closed = false;
let operations: Map<string, Operation>;
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.call({ method: 'GET', url: '/api/docs/json', token: null })).body as {
    paths: Record<string, Record<string, Omit<Operation, 'path' | 'method'>>>;
  };
  operations = new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [operation.operationId, { path, method, ...operation }] as const),
    ),
  );
});
afterAll(async () => {
  if (!closed) await t.close();
});

describe("the API reference's recorded refusals and examples (issue 30 item 1)", () => {
  it('name operations of the document, 4xx statuses and catalogue codes, never the ones every call can get', () => {
    expect(Object.keys(API_REFUSALS).length).toBeGreaterThan(40);
    for (const [operationId, statuses] of Object.entries(API_REFUSALS)) {
      expect(operations.has(operationId), operationId).toBe(true);
      for (const [status, codes] of Object.entries(statuses)) {
        expect(Number(status), `${operationId} ${status}`).toBeGreaterThanOrEqual(400);
        expect(Number(status)).toBeLessThan(500);
        for (const code of codes) {
          expect(isMessageCode(code), `${operationId} ${status} ${code}`).toBe(true);
          expect(isCommonRefusal(Number(status), code), `${operationId} ${status} ${code}`).toBe(false);
        }
      }
    }
  });

  it('list each operation\'s codes in its 4xx answers, and put its examples on the media types', () => {
    const refusals = API_REFUSALS['postBasketAddVoucherToBasket'];
    expect(refusals?.['400']).toEqual(expect.arrayContaining(['voucher_expired', 'voucher_minimum_not_reached']));
    for (const [operationId, statuses] of Object.entries(API_REFUSALS)) {
      const operation = operations.get(operationId)!;
      for (const [status, codes] of Object.entries(statuses)) {
        const answer = operation.responses[status];
        for (const code of codes) expect(answer?.description, `${operationId} ${status}`).toContain(`\`${code}\``);
      }
    }
    expect(Object.keys(API_EXAMPLES).length).toBeGreaterThan(40);
    for (const [operationId, example] of Object.entries(API_EXAMPLES)) {
      const operation = operations.get(operationId);
      expect(operation, operationId).toBeDefined();
      if (example.request !== undefined && operation!.requestBody) {
        expect(operation!.requestBody?.content['application/json']?.example, operationId).toEqual(example.request);
      }
      const answer = operation!.responses[String(example.status)]?.content?.['application/json'];
      expect(answer?.example, operationId).toEqual(example.answer);
    }
  });

  it('publish no secret and stay short: at most two items per array, no token, password or long text', () => {
    const text = JSON.stringify(API_EXAMPLES);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(text).not.toMatch(/\$scrypt|whsec_/);
    const walk = (node: unknown, key: string): void => {
      if (typeof node === 'string') {
        expect(node.length, key).toBeLessThanOrEqual(121);
        if (/password|secret|token$/i.test(key)) expect(node, key).toMatch(/^([a-z]{2,7}_)?[xX0\W_]*…?$/);
      } else if (Array.isArray(node)) {
        expect(node.length, key).toBeLessThanOrEqual(2);
        node.forEach((item) => walk(item, key));
      } else if (node && typeof node === 'object') {
        Object.entries(node).forEach(([k, v]) => walk(v, k));
      }
    };
    walk(API_EXAMPLES, '');
  });

  it("fit their operations' zod schemas (the test app checks each operation it sees when it closes)", async () => {
    for (const operationId of Object.keys(API_EXAMPLES)) {
      const { method, path } = operations.get(operationId)!;
      // Any answer will do: the app matches the route, and its check reads the route's schemas.
      await t.call({ method: method.toUpperCase() as 'GET', url: path.replace(/\{\w+\}/g, '1'), token: null });
    }
    closed = true;
    await expect(t.close()).resolves.toBeUndefined();
  });

  it('are merged from recordings deterministically: sorted codes, the first file\'s example, never the fuzz suite\'s', () => {
    const recording = (testPath: string, request: unknown, refusals: Recording['refusals']): Recording => ({
      testPath,
      refusals,
      examples: { postBasketAdd: { status: 200, request, answer: { type: 'success' } } },
    });
    const merged = mergeRecordings([
      recording('test/basket/b.test.ts', { quantity: 2 }, [['postBasketAdd', 400, 'product_sold_out']]),
      recording('test/abuse/hostile-input.test.ts', { quantity: -1 }, [['postBasketAdd', 404, 'basket_does_not_exists']]),
      recording('test/basket/a.test.ts', { quantity: 1 }, [
        ['postBasketAdd', 400, 'basket_closed'],
        ['postBasketAdd', 400, 'malformed_json'],
      ]),
    ]);
    expect(merged.refusals).toEqual({ postBasketAdd: { 400: ['basket_closed', 'product_sold_out'], 404: ['basket_does_not_exists'] } });
    expect(merged.examples.postBasketAdd?.request).toEqual({ quantity: 1 });
  });

  it('trims a recorded body: two items, cut text, masked secrets, stable ids', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(
      trimmedExample({
        items: [1, 2, 3],
        text: 'x'.repeat(300),
        password: 'correct horse 42',
        apiKey: 'test_Ab3dEf6hIj9kLm2nOp5q',
        data: { accessToken: jwt, note: jwt },
        basketId: 'I6_67FGPqkbCJAbNQbncVvRd',
        again: 'I6_67FGPqkbCJAbNQbncVvRd',
        uuid: '3f1c8f52-8a7b-4c1e-9d0e-5b2f7c6a1d22',
      }),
    ).toEqual({
      items: [1, 2],
      text: `${'x'.repeat(120)}…`,
      password: 'xxxxxxx xxxxx 00',
      apiKey: 'test_Xx0xXx0xXx0xXx0xXx0x',
      data: { accessToken: 'xxXxxXxxXxXXXxX0XxX0.xxXxxXXxXxXxXx0.x0xxxxX0xXXx', note: 'xxXxxXxxXxXXXxX0XxX0.xxXxxXXxXxXxXx0.x0xxxxX0xXXx' },
      basketId: 'Example00000000000000001',
      again: 'Example00000000000000001',
      uuid: '00000000-0000-4000-8000-000000000002',
    });
  });
});
