import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser security headers on every answer (OWASP ASVS 5.0 V3.4): @fastify/helmet for nosniff,
 * frame denial, referrer policy, cross-origin isolation and HSTS (only when PUBLIC_URL is https: a
 * local http setup must stay reachable), plus a Permissions-Policy. The Content-Security-Policy is
 * set per answer: storefront pages get the page policy below, everything else (JSON, files) the
 * strictest one.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Restaurant images are plain same-origin files; nothing embeds cross-origin resources.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_POLICY);
    return payload;
  });
}

/** Where Google serves reCAPTCHA's script and its frame from (Google's CSP guidance). */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()';

/** JSON answers and files are never documents: nothing may load from them or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The storefront page's policy: its own scripts, plus the inline scripts of the built index.html by
 * hash (the language pre-paint); the page config is a JSON script, which no browser executes.
 * Styles allow inline ones: React sets style attributes (aspect ratios, sheet heights) and the page
 * carries the restaurant's colour. Payment providers are reached by navigation, which CSP does not
 * restrict. With `recaptcha` (the server has a RECAPTCHA_SECRET, so restaurants with a site key use
 * it; docs/decisions/061-bot-protection.md) Google's reCAPTCHA script and frame are allowed too.
 */
export function pageSecurityPolicy(
  inlineScriptHashes: readonly string[],
  https: boolean,
  options: { recaptcha?: boolean } = {},
): string {
  const recaptcha = options.recaptcha ? RECAPTCHA_SOURCES : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...recaptcha].join(' '),
    ...(options.recaptcha ? [`frame-src ${RECAPTCHA_FRAMES.join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** sha256 sources of the executable inline scripts of an HTML page (JSON data scripts left out). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}`);
  }
  return hashes;
}
