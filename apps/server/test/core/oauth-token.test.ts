import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenRequest = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/oauth/token', payload, headers, token: null });

describe('POST api/oauth/token', () => {
  it('issues a signed public token with an expiry, as OAuth 2 answers', async () => {
    const response = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: DEMO_CLIENT.id,
      client_secret: DEMO_CLIENT.secret,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 86400 });
    const claims = decodeJwt(response.body.access_token);
    expect(claims.kind).toBe('public');
    expect(typeof claims.rid).toBe('number');
    expect(claims.exp! - claims.iat!).toBe(86400);
  });

  it('accepts the form-encoded body OAuth clients send', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/oauth/token',
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${DEMO_CLIENT.id}&client_secret=${DEMO_CLIENT.secret}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.access_token).toEqual(expect.any(String));
  });

  it('refuses a wrong secret and an unknown client with invalid_client, in the asked language', async () => {
    const wrong = await tokenRequest(
      { grant_type: 'client_credentials', client_id: DEMO_CLIENT.id, client_secret: 'nope' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatchObject({ type: 'error', error: 'invalid_client', message: { code: 'invalid_client' } });
    expect(wrong.body.message.body).toMatch(/client/i);
    const unknown = await tokenRequest({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' });
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses other grant types', async () => {
    const response = await tokenRequest({ grant_type: 'password', client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret });
    expect(response.statusCode).toBe(400);
    expect(response.body.message.code).toBe('unsupported_grant_type');
  });

  it('answers missing fields with a 422 field map', async () => {
    const response = await tokenRequest({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(expect.arrayContaining(['client_id', 'client_secret']));
    expect(response.body.errors.client_id[0]).toEqual(expect.any(String));
  });
});
