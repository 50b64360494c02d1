import type { OrderingKit } from '../../basket/support/ordering-test-kit.ts';

export const GUEST = { name: 'Guest', email: 'guest@example.com', mobile: '030123456', address: 'Torstraße', house_number: '1', postalCode: '10119', city: 'Berlin' };

/** A basket with lines, a time and the guest's details: what the checkout leaves before create-order. */
export async function checkoutBasket(
  kit: OrderingKit,
  options: { type?: 'delivery' | 'pickup' | 'here'; lines?: [string, number][]; time?: string | null } = {},
): Promise<string> {
  const type = options.type ?? 'pickup';
  const basketId = await kit.createBasket({ deliveryType: type });
  // The time first: the menu lists a happy-hour dish only for a time inside its windows.
  const time = options.time === undefined ? await kit.validTime(type) : options.time;
  if (time) {
    const set = await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: time });
    if (set.statusCode !== 200) throw new Error(`time: ${JSON.stringify(set.body)}`);
  }
  for (const [key, quantity] of options.lines ?? [['tiramisu', 2]]) {
    const added = await kit.post('/api/basket/add', { basketId, productId: kit.product(key), quantity });
    if (added.statusCode !== 200) throw new Error(`add ${key}: ${JSON.stringify(added.body)}`);
  }
  const address = await kit.post('/api/basket/add-address', { basketId, userInfo: GUEST });
  if (address.statusCode !== 200) throw new Error(`address: ${JSON.stringify(address.body)}`);
  return basketId;
}
