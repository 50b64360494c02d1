import type { FastifyInstance } from 'fastify';
import { FieldErrors } from './errors.ts';

/**
 * No text PostgreSQL stores may hold a NUL character (it refuses the whole statement), and no
 * storefront sends one: a query, path or body value carrying U+0000 is refused with 422 at the
 * door, for every route, instead of failing deep inside as a 500.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params, '') ?? nulField(request.query, '') ?? nulField(request.body, '');
    if (field !== null) throw new FieldErrors({ [field || 'body']: [{ code: 'field_invalid' }] });
  });
}

function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Bytes are not text (an uploaded image): no column holds them as text, and walking a 15 MB
  // buffer key by key would take seconds.
  if (ArrayBuffer.isView(value)) return null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
