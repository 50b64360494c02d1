import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DESCRIPTIONS } from '../../src/http/api-descriptions.ts';
import { operationIdOf } from '../../src/http/api-reference.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let document: {
  servers: { url: string }[];
  paths: Record<
    string,
    Record<string, { operationId: string; summary: string; description?: string; security?: unknown[]; responses: Record<string, unknown> }>
  >;
};
beforeAll(async () => {
  // The document names PUBLIC_URL as its server (a localhost one is rightly warned about).
  t = await createTestApp({ publicUrl: 'https://order.trattoria-tavola.test' });
  document = (await t.call({ method: 'GET', url: '/api/docs/json', token: null })).body;
});
afterAll(() => t.close());

describe('the API reference (issue 30 item 1)', () => {
  it("passes Redocly's recommended rules: no error, and no warning but the licence", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const lines = problems.map((p) => `${p.ruleId} ${p.severity}: ${p.message} at ${p.location[0]?.pointer}`);
    // The project has not chosen its licence yet; the document will name it once it has.
    expect(lines.filter((line) => !line.startsWith('info-license warn'))).toEqual([]);
  });

  it('names every operation for client generators, with a summary, its security and its 4xx answers', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(150);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^(get|post|put|patch|delete)[A-Za-z0-9]+$/);
      expect(operation.summary.length).toBeGreaterThan(3);
      expect(Object.keys(operation.responses).some((status) => status.startsWith('4'))).toBe(true);
    }
    const push = document.paths['/api/order/push']!.post!;
    expect(push).toMatchObject({ operationId: 'postOrderPush' });
    expect(Object.keys(push.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '422']));
    // The back office says who may call it, and answers other staff with a coded 403.
    const hours = document.paths['/api/owner/hours']!.put!;
    expect(hours.description).toMatch(/Owners only: .* 403 owner_only\.$/);
    expect(Object.keys(hours.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(Object.keys(document.paths['/api/managers/login']!.post!.responses)).not.toContain('403');
    // A public route needs no token: its security is empty, the default (a bearer token) does not apply.
    expect(document.paths['/api/oauth/token']!.post!.security).toEqual([]);
    expect(document.paths['/api/order/push/key']!.get!.security).toBeUndefined();
    expect(document.servers).toEqual([{ url: 'https://order.trattoria-tavola.test' }]);
  });

  it('describes every call, each catalogue description in use', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).map((operation) => ({ path, ...operation })),
    );
    const described = /^\/api\/(oauth|restaurant|basket|order|payment|auth|forms|contact|newsletter|testimonials|blogs|table-payments|managers|owner)\b/;
    const undescribed = operations.filter((operation) => described.test(operation.path) && !operation.description);
    expect(undescribed.map((operation) => operation.operationId)).toEqual([]);
    // A catalogue entry names an operation that exists and has no description of its own (else it is dead text).
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const [operationId, text] of Object.entries(API_DESCRIPTIONS)) {
      expect(byId.get(operationId)?.description, operationId).toBe(text);
    }
  });

  it('derives operation ids from method and path, path parameters included', () => {
    expect(operationIdOf('GET', '/api/blogs/{slug}')).toBe('getBlogsBySlug');
    expect(operationIdOf('POST', '/api/basket/add-voucher-to-basket')).toBe('postBasketAddVoucherToBasket');
    expect(operationIdOf('GET', '/api/owner/reports/:kind.csv')).toBe('getOwnerReportsByKindCsv');
  });
});
