import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/http/security-headers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PRE_PAINT = 'document.documentElement.dir = "rtl";';

function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-csp-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="de"><head><title>Tavola</title><!--storefront-config--><script>${PRE_PAINT}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
  );
  return dir;
}

describe('security headers', () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: webBuild() });
    secure = await createTestApp({ webDist: webBuild(), publicUrl: 'https://shop.example' });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
  });

  it('give the storefront page a strict policy that allows its own inline pre-paint script by hash only', async () => {
    const page = await t.call({ method: 'GET', url: '/menu', token: null });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(PRE_PAINT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(String(page.headers['permissions-policy'])).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('give JSON answers the strictest policy and the same headers, errors included', async () => {
    for (const url of ['/api/restaurant/restaurant-by-slug?slug=demo', '/api/nothing']) {
      const answer = await t.call({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('send HSTS only when PUBLIC_URL is https', async () => {
    const page = await secure.call({ method: 'GET', url: '/menu', token: null });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('hash executable inline scripts only, never JSON data or external ones', () => {
    const html = '<script>a()</script><script type="application/json">{"b":1}</script><script src="/x.js"></script><script type="module">c()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `sha256-${createHash('sha256').update('a()').digest('base64')}`,
      `sha256-${createHash('sha256').update('c()').digest('base64')}`,
    ]);
  });
});
