import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MANAGER_EMAIL } from '../../src/modules/manager/seed-demo-manager.ts';
import { withDatabase } from '../support/global-setup.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';
import { checkoutBaskets, managerToken, storefrontClient, type StorefrontClient } from './storefront-client.ts';

/*
 * Several server processes on one PostgreSQL behave as one: nothing a guest, customer or manager
 * does is tied to the process that answered. The PostgreSQL pass runs two real processes on two
 * ports; the PGlite pass shows that asking for several processes on the embedded database is
 * refused with a clear message (its files belong to one process).
 */
const postgresUrl = inject('postgresUrl');
const MANAGER_PASSWORD = 'two-processes-kitchen-42';

async function tempDir() {
  return mkdtemp(path.join(tmpdir(), 'tavola-two-'));
}

if (!postgresUrl) {
  describe('several processes on the embedded database (PGlite)', () => {
    it('WORKERS=2 without PostgreSQL is refused with a clear message', async () => {
      const dataDir = await tempDir();
      try {
        await expect(startServerProcess({ DATA_DIR: dataDir, WORKERS: '2' })).rejects.toThrow(
          /WORKERS > 1 needs PostgreSQL \(DATABASE_URL\): the embedded database belongs to one process\./,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
} else {
  describe('two server processes on one PostgreSQL', () => {
    const name = `tavola_two_${randomBytes(5).toString('hex')}`;
    let dataDir: string;
    let a: ServerProcess;
    let b: ServerProcess;
    let viaA: StorefrontClient;
    let viaB: StorefrontClient;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      dataDir = await tempDir();
      const env = {
        DATABASE_URL: withDatabase(postgresUrl, name),
        DATA_DIR: dataDir,
        DEMO_MANAGER_PASSWORD: MANAGER_PASSWORD,
        // The sign-up below posts no form token: this test is about the processes, not bots.
        BOT_CHECK: 'off',
      };
      a = await startServerProcess(env);
      b = await startServerProcess(env);
      viaA = await storefrontClient(a.url);
      viaB = await storefrontClient(b.url);
    }, 180_000);
    afterAll(async () => {
      await stopServerProcess(a);
      await stopServerProcess(b);
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('an order created through one process appears live on a board held on the other', async () => {
      const token = await managerToken(viaB, DEMO_MANAGER_EMAIL, MANAGER_PASSWORD);
      const board = await openBoardStream(b.url, token);
      try {
        await board.next('ready');
        const [basketId] = await checkoutBaskets(viaA, 1);
        const order = await viaA.createOrder(basketId!);
        expect(order.response.status).toBe(201);
        const event = await board.next('order');
        expect(event).toMatchObject({ orderId: order.data!.data.orderId, status: 'received' });
      } finally {
        board.close();
      }
    });

    it('a stock change made through one process shows in the other\u2019s menu at once', async () => {
      const tiramisu = async (client: StorefrontClient) =>
        (await client.api.GET('/api/restaurant/product/search', { params: { query: { query: 'Tiramisù' } } })).data!.data[0]!;
      const productId = (await tiramisu(viaB)).id;
      const token = await managerToken(viaA, DEMO_MANAGER_EMAIL, MANAGER_PASSWORD);
      const set = await viaA.as(token).POST('/api/managers/products/stock', { body: { productId, stock: 3 } });
      expect(set.response.status).toBe(200);
      await expect.poll(async () => (await tiramisu(viaB)).stock, { timeout: 5000 }).toBe(3);
    });

    it('a menu an owner publishes through one process is the menu the other serves, at once', async () => {
      const token = await managerToken(viaA, DEMO_MANAGER_EMAIL, MANAGER_PASSWORD);
      const exported = await fetch(`${a.url}/api/owner/menu/export`, { headers: { authorization: `Bearer ${token}` } });
      const file = (await exported.json()) as { products: { key: string; name: string }[] };
      const renamed = { ...file, products: file.products.map((p) => (p.key === 'tiramisu' ? { ...p, name: 'Tiramisù nuovo' } : p)) };
      const owner = viaA.as(token);
      expect((await owner.POST('/api/owner/menu/import', { body: { file: renamed } })).response.status).toBe(200);
      expect((await owner.POST('/api/owner/menu/publish', { body: {} })).response.status).toBe(200);
      const search = () => viaB.api.GET('/api/restaurant/product/search', { params: { query: { query: 'Tiramisù' } } });
      await expect.poll(async () => (await search()).data!.data[0]!.name, { timeout: 2000 }).toBe('Tiramisù nuovo');
    });

    it('a basket, a customer session and its sign-out work across both', async () => {
      const basketId = (await viaA.api.POST('/api/basket/create', { body: {} })).data!.data.id;
      expect((await viaB.api.GET('/api/basket', { params: { query: { basketId } } })).response.status).toBe(200);

      const email = `two-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'correct horse battery';
      const signUp = await viaA.api.POST('/api/auth/signup', {
        params: { query: { name: 'Ada', email, password, password_confirmation: password, mobile: '030123456' } },
      });
      expect(signUp.response.status, JSON.stringify(signUp.error)).toBe(200);
      const login = await viaA.api.POST('/api/auth/login', { body: { email, password } });
      expect(login.response.status).toBe(200);
      const customer = login.data!.access_token;
      expect((await viaB.as(customer).GET('/api/auth/user')).response.status).toBe(200);
      expect((await viaA.as(customer).GET('/api/auth/logout')).response.status).toBe(200);
      expect((await viaB.as(customer).GET('/api/auth/user')).response.status).toBe(401);
    });

    it('login throttling counts the attempts made on both processes together', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      const wrongLogin = (client: StorefrontClient) =>
        client.api.POST('/api/auth/login', { body: { email, password: 'wrong password' } });
      for (let i = 0; i < 8; i += 1)
        statuses.push((await wrongLogin(i % 2 ? viaB : viaA)).response.status);
      // Five free attempts for one e-mail from one address, whichever process saw them; then locked on both.
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses.slice(5)).toContain(429);
      expect((await wrongLogin(viaA)).response.status).toBe(429);
      expect((await wrongLogin(viaB)).response.status).toBe(429);
    });

    it('WORKERS=2 serves from two processes sharing one port and stops them all on SIGTERM', async () => {
      const workers = await startServerProcess({
        DATABASE_URL: withDatabase(postgresUrl, name),
        DATA_DIR: dataDir,
        WORKERS: '2',
      });
      try {
        const client = await storefrontClient(workers.url);
        const info = () =>
          client.api.GET('/api/restaurant/restaurant-by-id', { params: { query: { restaurantId: String(client.restaurantId) } } });
        const answers = await Promise.all(Array.from({ length: 20 }, info));
        expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
        // The start helper returns at the first worker's line; the second may still be starting.
        await expect.poll(() => (workers.output().match(/is serving/g) ?? []).length, { timeout: 30_000 }).toBe(2);
        workers.child.kill('SIGTERM');
        expect(await workers.exited).toBe(0);
      } finally {
        await stopServerProcess(workers);
      }
    }, 120_000);
  });
}

/** The manager board's live stream, read with fetch as the board does; next(event) waits for one. */
async function openBoardStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/managers/order/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(event: string): Promise<unknown> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name === event) return data ? JSON.parse(data) : null;
        }
        if (Date.now() > deadline) throw new Error(`no '${event}' event within 10 s`);
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}
