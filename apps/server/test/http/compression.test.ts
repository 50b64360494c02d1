import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('compressed answers', () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    categoryId = (await t.call({ method: 'GET', url: '/api/restaurant/category' })).body.data[0].id;
  });
  afterAll(() => t.close());

  // app.inject itself, not t.call: the raw (compressed) bytes are what is checked.
  const products = async (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/restaurant/products?categoryId=${categoryId}`,
      headers: {
        authorization: `Bearer ${await t.publicToken()}`,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('sends JSON over 1 KB with brotli or gzip, as the client accepts, with the same content', async () => {
    const plain = await products();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const original = plain.rawPayload;
    expect(original.length).toBeGreaterThan(1024);

    const br = await products('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 3);

    const gzip = await products('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    // Compressed whole, not streamed: the length is known.
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);

    expect((await products('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await products('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('streams answers over 64 KB through the compressor (the API description)', async () => {
    const docs = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/api/docs/json', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const original = (await docs()).rawPayload;
    expect(original.length).toBeGreaterThan(64 * 1024);
    const br = await docs('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
