import { describe, expect, inject, it } from 'vitest';
import { DEMO_MANAGER_EMAIL } from '../../src/modules/manager/seed-demo-manager.ts';
import { useServerProcesses } from './process-scene.ts';
import { checkoutBaskets, managerToken, storefrontClient, type StorefrontClient } from './storefront-client.ts';

/*
 * A server stopped (SIGTERM) or killed (SIGKILL) while guests place orders: the real entry point in
 * its own process, on the suite's database kind (PGlite files, or PostgreSQL in the PostgreSQL pass).
 * Each call either completed or was refused cleanly, the database opens again, and retrying every
 * basket gives exactly one whole order per basket.
 */
const BASKETS = 20;
const MANAGER_PASSWORD = 'stop-during-burst-42';
const postgresUrl = inject('postgresUrl');
const kind = postgresUrl ? 'PostgreSQL' : 'PGlite';

const processes = useServerProcesses();


type Answer = Awaited<ReturnType<StorefrontClient['createOrder']>>;
type Outcome = { kind: 'answered'; answer: Answer } | { kind: 'connection'; error: string };

async function burstThenSignal(signal: 'SIGTERM' | 'SIGKILL') {
  const env = { ...(await processes.ownStorage('process')), RATE_LIMITS: 'off', DEMO_MANAGER_PASSWORD: MANAGER_PASSWORD };
  let server = await processes.start(env);
  const client = await storefrontClient(server.url);
  const baskets = await checkoutBaskets(client, BASKETS);

  const calls = baskets.map((basketId) =>
    client.createOrder(basketId).then(
      (answer): Outcome => ({ kind: 'answered', answer }),
      (error: unknown): Outcome => ({ kind: 'connection', error: String(error) }),
    ),
  );
  // The signal lands while the burst is under way: after the first answer, before the last.
  await Promise.race(calls);
  const stoppedAt = Date.now();
  server.child.kill(signal);
  const outcomes = await Promise.all(calls);
  const exitCode = await server.exited;
  const stopSeconds = (Date.now() - stoppedAt) / 1000;
  const stoppedOutput = server.output();

  // Restart on the same database; every basket is ordered again, as a guest's retry does.
  server = await processes.start(env);
  const again = await storefrontClient(server.url);
  const retries = await Promise.all(
    baskets.map((basketId) => again.createOrder(basketId)),
  );
  const token = await managerToken(again, DEMO_MANAGER_EMAIL, MANAGER_PASSWORD);
  const listed = await again.as(token).GET('/api/managers/order', { params: { query: { per_page: 100 } } });
  return { outcomes, exitCode, stopSeconds, stoppedOutput, retries, listed, client: again };
}

describe(`stopping the server during a burst of orders (${kind})`, () => {
  it('SIGTERM: in-flight orders finish, later calls are refused at the connection, the process exits within 10 s, retries give one order per basket', async () => {
    const { outcomes, exitCode, stopSeconds, stoppedOutput, retries, listed } = await burstThenSignal('SIGTERM');
    expect(exitCode, stoppedOutput).toBe(0);
    expect(stopSeconds).toBeLessThan(10);
    // A call that reached the server was completed; one that did not was refused at the connection.
    for (const outcome of outcomes) {
      if (outcome.kind === 'answered') expect(outcome.answer.response.status, JSON.stringify(outcome.answer.error)).toBe(201);
      else expect(outcome.error).toMatch(/fetch failed|ECONNREFUSED|ECONNRESET|socket/i);
    }
    expect(
      outcomes.filter((outcome) => outcome.kind === 'answered' && outcome.answer.response.status === 201).length,
    ).toBeGreaterThan(0);
    expectOneOrderPerBasket(outcomes, retries, listed);
  }, 180_000);

  it('SIGKILL: the database opens again, no order is half written, retries give one order per basket', async () => {
    const { outcomes, exitCode, retries, listed, client } = await burstThenSignal('SIGKILL');
    expect(exitCode).toBe('SIGKILL');
    expectOneOrderPerBasket(outcomes, retries, listed);
    // Whole orders only: each has its line and totals that add up.
    for (const retry of retries) {
      const order = (await client.api.GET('/api/order', { params: { query: { orderId: retry.data!.data.orderId } } })).data!.data;
      expect(order.products).toHaveLength(1);
      expect(order.products[0]!.totalPrice).toBe(order.subtotal);
      expect(order.total_price).toBe(order.subtotal);
    }
  }, 180_000);
});

function expectOneOrderPerBasket(
  outcomes: Outcome[],
  retries: Answer[],
  listed: Awaited<ReturnType<typeof burstThenSignal>>['listed'],
) {
  for (const retry of retries) expect([200, 201], JSON.stringify(retry.error)).toContain(retry.response.status);
  const orderIds = retries.map((retry) => retry.data!.data.orderId);
  expect(new Set(orderIds).size).toBe(BASKETS);
  // An order the first attempt completed is the one its retry answers.
  outcomes.forEach((outcome, index) => {
    if (outcome.kind === 'answered' && outcome.answer.response.status === 201)
      expect(orderIds[index]).toBe(outcome.answer.data!.data.orderId);
  });
  expect(listed.response.status).toBe(200);
  expect(listed.data!.data.total).toBe(BASKETS);
}
