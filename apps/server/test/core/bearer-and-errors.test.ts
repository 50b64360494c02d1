import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { BODY_LIMIT_BYTES } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const categoryUrl = '/api/restaurant/category';

describe('bearer tokens on /api', () => {
  it('answers 401 token_required without a token', async () => {
    const response = await t.call({ method: 'GET', url: categoryUrl, token: null });
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ type: 'error', message: { code: 'token_required' } });
  });

  it('answers 401 for a tampered token', async () => {
    const good = await t.publicToken();
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, rid: claims.rid + 1 })).toString('base64url');
    const response = await t.call({ method: 'GET', url: categoryUrl, token: `${header}.${forged}.${signature}` });
    expect(response.statusCode).toBe(401);
    expect(response.body.message.code).toBe('unauthenticated');
  });

  it('answers 401 for an expired token and for one without exp', async () => {
    const secret = t.config.jwtSecret;
    const expired = await new SignJWT({ kind: 'public', rid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 100)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    const noExp = await new SignJWT({ kind: 'public', rid: 1 }).setProtectedHeader({ alg: 'HS256' }).setJti('y').sign(secret);
    for (const token of [expired, noExp, 'not-a-jwt']) {
      const response = await t.call({ method: 'GET', url: categoryUrl, token });
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses a token of one restaurant for another restaurant's data", async () => {
    const token = await t.publicToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const response = await t.call({ method: 'GET', url: `${categoryUrl}?restaurantId=${claims.rid + 1000}`, token });
    expect(response.statusCode).toBe(403);
    expect(response.body.message.code).toBe('not_authorized');
  });
});

describe('bad input never yields a 500', () => {
  it('answers malformed JSON with 400 malformed_json in the asked language', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/oauth/token',
      token: null,
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{"grant_type": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.message.code).toBe('malformed_json');
    expect(response.body.message.body).not.toMatch(/at |\.ts:/);
    expect(JSON.stringify(response.body)).not.toContain('stack');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/oauth/token',
      token: null,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body.message.code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/oauth/token',
      token: null,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers unknown API paths with a coded 404 in Arabic when asked', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here?lang=ar' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ type: 'error', message: { code: 'route_not_found' } });
    expect(response.body.message.body).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET api/docs/json', () => {
  it('serves the OpenAPI document generated from the zod schemas, without a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json', token: null });
    expect(response.statusCode).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(response.body.paths['/api/oauth/token'].post.requestBody).toBeDefined();
    expect(Object.keys(response.body.paths).length).toBeGreaterThan(5);
  });

  it('is a valid OpenAPI document whose parameters are the real fields', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/docs/json', token: null })).body;
    const result = await new Validator().validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
    const parameterNames = Object.values(document.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>).flatMap((path) =>
      Object.values(path).flatMap((operation) => (operation.parameters ?? []).map((parameter) => parameter.name)),
    );
    expect(parameterNames).not.toContain('additionalProperties');
    expect(parameterNames).not.toContain('type');
    const voucher = document.paths['/api/basket/add-voucher-to-basket'].post.parameters.map((parameter: { name: string }) => parameter.name);
    expect(voucher).toEqual(expect.arrayContaining(['basketId', 'voucherCode']));
  });
});
