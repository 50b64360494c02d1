import { describe, expect, inject, it } from 'vitest';
import { DEMO_MANAGER_EMAIL } from '../../src/modules/manager/seed-demo-manager.ts';
import { WebhookReceiver } from '../webhooks/webhook-receiver.ts';
import { useServerProcesses } from './process-scene.ts';
import { checkoutBaskets, managerToken, storefrontClient } from './storefront-client.ts';

/*
 * kill -9 during a burst of orders with a webhook endpoint listening (issue 30 item 4, decision 100):
 * each order's `order.created` delivery is written by a trigger in the order's own transaction, so after
 * the restart every order reaches the receiver. A delivery the killed process sent but could not mark
 * may arrive twice — under the same webhook-id (at least once, deduplicated by the receiver), never as
 * two different deliveries of one event.
 */
const BASKETS = 16;
const MANAGER_PASSWORD = 'webhooks-kill-kitchen-42';
const postgresUrl = inject('postgresUrl');
const kind = postgresUrl ? 'PostgreSQL' : 'PGlite';

const processes = useServerProcesses();


describe(`webhook deliveries after kill -9 during a burst (${kind})`, () => {
  it('every order placed reaches the receiver after the restart, each under one webhook-id', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    processes.afterTest(() => receiver.stop());
    const env = {
      ...(await processes.ownStorage('hooks')),
      RATE_LIMITS: 'off',
      DEMO_MANAGER_PASSWORD: MANAGER_PASSWORD,
      // The receiver is on this machine; a killed process's claim on the endpoint lapses in 2 s.
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'on',
      WEBHOOK_LEASE_SECONDS: '2',
    };
    let server = await processes.start(env);
    const client = await storefrontClient(server.url);
    const owner = client.as(await managerToken(client, DEMO_MANAGER_EMAIL, MANAGER_PASSWORD));
    const added = await owner.POST('/api/owner/webhooks', {
      body: { url: `${receiver.url}/orders`, events: ['order.created'], description: 'kitchen display' },
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(200);

    const baskets = await checkoutBaskets(client, BASKETS);
    const calls = baskets.map((basketId) => client.createOrder(basketId).catch(() => null));
    await Promise.race(calls);
    server.child.kill('SIGKILL');
    await Promise.all(calls);
    expect(await server.exited).toBe('SIGKILL');

    server = await processes.start(env);
    const again = await storefrontClient(server.url);
    // Every basket ordered (a retry answers an order the killed process wrote).
    const orderIds = (await Promise.all(baskets.map((basketId) => again.createOrder(basketId)))).map(
      (answer) => answer.data!.data.orderId,
    );
    expect(new Set(orderIds).size).toBe(BASKETS);

    const deliveredOrders = () => new Set(receiver.bodies('/orders').map((body) => body.data.id as string));
    await expect.poll(() => deliveredOrders().size, { timeout: 60_000, interval: 250 }).toBe(BASKETS);
    // Settled: a late duplicate of a lapsed claim would show up within the lease and a round of the queue.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(deliveredOrders()).toEqual(new Set(orderIds));
    const received = receiver.received.filter((entry) => entry.path === '/orders');
    for (const orderId of orderIds) {
      const webhookIds = new Set(
        received
          .filter((entry) => (JSON.parse(entry.body) as { data: { id: string } }).data.id === orderId)
          .map((entry) => entry.headers['webhook-id']),
      );
      expect([...webhookIds], orderId).toEqual([expect.stringMatching(/^msg_/)]);
    }
  }, 240_000);
});
