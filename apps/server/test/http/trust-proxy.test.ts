import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

/** The client IP a server built with TRUST_PROXY=value sees for a request from `remoteAddress`. */
async function clientIp(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  const app = Fastify(fastifyOptions(config));
  app.get('/ip', (request) => ({ ip: request.ip }));
  await app.ready();
  const response = await app.inject({
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY: whose X-Forwarded-For feeds the throttles', () => {
  it('reads the setting as true, false or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });

  it('by default believes only a proxy on the same host', async () => {
    expect(await clientIp(undefined, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // A guest reaching a directly exposed server cannot choose the IP its attempts are counted under.
    expect(await clientIp(undefined, '198.51.100.20', '203.0.113.7')).toBe('198.51.100.20');
  });

  it('false ignores the header; true believes it from anywhere', async () => {
    expect(await clientIp('false', '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(await clientIp('true', '198.51.100.20', '203.0.113.7')).toBe('203.0.113.7');
  });
});
