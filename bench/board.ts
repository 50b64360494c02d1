import { client, demoToken, firstPickupTime, percentile, restaurantOfToken, twoPlainProducts, type Api } from './order-flow.ts';

/** The e-mail and password of the demo manager the bench server seeds (DEMO_MANAGER_PASSWORD). */
export const BENCH_MANAGER = { email: 'manager@demo.tavola.local', password: 'bench-kitchen-door-42' };

export interface BoardFigures {
  orders: number;
  list: { p50: number; p99: number; samples: number };
  liveDelay: { p50: number; p99: number; samples: number };
}

/**
 * The manager board under a full day: `orders` orders are placed (20 guests at a time), then the
 * board's list of the day (all of them, one page) is read `samples` times one after another, and the
 * time from a guest's create-order answer to the card's event on an open board stream is measured.
 */
export async function runBoardBench(baseUrl: string, options: { orders?: number; samples?: number } = {}): Promise<BoardFigures> {
  const orders = options.orders ?? 500;
  const samples = options.samples ?? 50;
  const token = await demoToken(baseUrl);
  const restaurantId = restaurantOfToken(token);
  const api = client(baseUrl, token);
  const [product] = await twoPlainProducts(api, restaurantId);
  const time = await firstPickupTime(api, restaurantId, product);

  let placed = 0;
  const place = async () => {
    const basketId = (await api.call('POST', '/api/basket/create', { restaurantId, deliveryType: 'pickup' })).body.data.id as string;
    await api.call('POST', '/api/basket/add', { restaurantId, basketId, productId: product, quantity: 1 });
    await api.call('POST', '/api/basket/add-delivery-time', { restaurantId, basketId, delivery_time: time });
    await api.call('POST', '/api/basket/add-address', { restaurantId, basketId, userInfo: { name: 'Bench guest', email: 'bench@example.com', mobile: '030123' } });
    const created = await api.call('POST', '/api/order/create-order', { restaurantId, basketId, paymentType: 'cash' });
    if (created.status !== 201) throw new Error(`create-order answered ${created.status}: ${JSON.stringify(created.body)}`);
    return created.body.data.orderId as string;
  };
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (placed < orders) {
        placed += 1;
        await place();
      }
    }),
  );

  const manager = await managerToken(baseUrl, token);
  const board = client(baseUrl, manager);
  const listTimes: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const answer = await board.call('GET', '/api/managers/order', { per_page: 500 });
    listTimes.push(performance.now() - started);
    if (answer.status !== 200 || answer.body.data.data.length < Math.min(orders, 500)) throw new Error('the board list came back short');
  }

  const delays = await liveDelays(baseUrl, manager, place, 20);
  return {
    orders,
    list: { p50: round(percentile(listTimes, 50)), p99: round(percentile(listTimes, 99)), samples },
    liveDelay: { p50: round(percentile(delays, 50)), p99: round(percentile(delays, 99)), samples: delays.length },
  };
}

export async function managerToken(baseUrl: string, publicToken: string): Promise<string> {
  const api: Api = client(baseUrl, publicToken);
  const answer = await api.call('POST', '/api/managers/login', BENCH_MANAGER);
  if (answer.status !== 200) throw new Error(`manager login answered ${answer.status}: the bench server needs DEMO_MANAGER_PASSWORD`);
  return answer.body.data.access_token as string;
}

/** Milliseconds from each create-order answer to its `order` event on an open board stream. */
async function liveDelays(baseUrl: string, token: string, place: () => Promise<string>, count: number): Promise<number[]> {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/managers/order/stream', baseUrl), { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const seen = new Map<string, number>();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes('event: ready')) ready();
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (frame.includes('event: order') && data) {
          const event = JSON.parse(data) as { orderId: string; kind: string };
          if (event.kind === 'created') seen.set(event.orderId, performance.now());
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await isReady;
  const delays: number[] = [];
  for (let i = 0; i < count; i++) {
    const orderId = await place();
    const answered = performance.now();
    while (!seen.has(orderId)) await new Promise((resolve) => setTimeout(resolve, 1));
    // The event may arrive before the answer (NOTIFY is delivered on commit): that counts as no delay.
    delays.push(Math.max(0, seen.get(orderId)! - answered));
  }
  abort.abort();
  await reading;
  return delays;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
