import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function pizzaLine() {
  const basketId = await kit.createBasket();
  const answer = await kit.post('/api/basket/add', {
    basketId,
    productId: kit.product('pizza-margherita'),
    attributeItems: [kit.attributeItem('size-30')],
  });
  return { basketId, basketProductId: answer.body.data.products[0].basketProductId as number };
}

describe('POST api/basket/add-attribute-items and remove-attribute-items', () => {
  it('adds extras to a line, raising the price, and takes them off again', async () => {
    const { basketId, basketProductId } = await pizzaLine();
    const added = await kit.post('/api/basket/add-attribute-items', {
      basketId,
      basketProductId,
      attributeItems: [kit.attributeItem('topping-funghi'), kit.attributeItem('topping-funghi')],
    }, { lang: 'en' });
    expectMessage(added, 200, 'basket_updated', 'en');
    expect(added.body.data.products[0]).toMatchObject({ price: 12.5 });
    expect(added.body.data.products[0].attributeItems.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ['Classic 30 cm', 1],
      ['Mushrooms', 2],
    ]);
    const lowered = await kit.post('/api/basket/remove-attribute-items', {
      basketId,
      basketProductId,
      productAttributeItems: [kit.attributeItem('topping-funghi')],
    });
    expect(lowered.body.data.products[0]).toMatchObject({ price: 11 });
    const removed = await kit.post('/api/basket/remove-attribute-items', {
      basketId,
      basketProductId,
      attributeItems: [kit.attributeItem('topping-funghi')],
    });
    expect(removed.body.data.products[0].attributeItems).toHaveLength(1);
  });

  it.each(LANGS)('keeps the group limits: the size cannot go, a fifth topping cannot come (%s)', async (lang) => {
    const { basketId, basketProductId } = await pizzaLine();
    const noSize = await kit.post('/api/basket/remove-attribute-items', { basketId, basketProductId, attributeItems: [kit.attributeItem('size-30')] }, { lang });
    expectFieldError(noSize, 'attributeItems', 'attribute_minimum_not_met', lang, { name: 'Size', min: 1 });
    const toppings = ['topping-bufala', 'topping-crudo', 'topping-funghi', 'topping-rucola', 'topping-nduja'].map((k) => kit.attributeItem(k));
    const tooMany = await kit.post('/api/basket/add-attribute-items', { basketId, basketProductId, attributeItems: toppings }, { lang });
    expectFieldError(tooMany, 'attributeItems', 'attribute_maximum_exceeded', lang, { name: 'Extra toppings', max: 4 });
    const nothing = await kit.post('/api/basket/add-attribute-items', { basketId, basketProductId }, { lang });
    expectFieldError(nothing, 'attributeItems', 'field_required', lang);
  });
});

describe('POST api/basket/update-extraInfo and update-basket-extraInfo', () => {
  it('replaces a line comment and person entries', async () => {
    const { basketId, basketProductId } = await pizzaLine();
    const answer = await kit.post('/api/basket/update-extraInfo', {
      basketId,
      basketProductId,
      extraInfo: JSON.stringify({ comment: 'well done, please', itemDetails: [{ fullName: 'Anna' }, { fullName: 'Anna' }] }),
    }, { lang: 'de' });
    expectMessage(answer, 200, 'basket_updated', 'de');
    expect(JSON.parse(answer.body.data.products[0].extra_info)).toEqual({
      comment: 'well done, please',
      itemDetails: [{ fullName: 'Anna', count: 2 }],
    });
    const cleared = await kit.post('/api/basket/update-extraInfo', { basketId, basketProductId, extraInfo: { comment: '' } });
    expect(cleared.body.data.products[0].extra_info).toBeNull();
  });

  it.each(LANGS)('refuses a comment over 140 characters and a line of another basket (%s)', async (lang) => {
    const { basketId, basketProductId } = await pizzaLine();
    const long = await kit.post('/api/basket/update-extraInfo', { basketId, basketProductId, extraInfo: { comment: 'y'.repeat(141) } }, { lang });
    expectFieldError(long, 'extraInfo.comment', 'item_comment_too_long', lang, { max: 140 });
    const other = await pizzaLine();
    const foreign = await kit.post('/api/basket/update-extraInfo', { basketId, basketProductId: other.basketProductId, extraInfo: { comment: 'hi' } }, { lang });
    expectMessage(foreign, 404, 'basket_product_does_not_exists', lang);
  });

  it('keeps the table capacity the guest entered on the basket', async () => {
    const { basketId } = await pizzaLine();
    const answer = await kit.post('/api/basket/update-basket-extraInfo', {
      basketId,
      extraInfo: JSON.stringify({ table_capacity: { adults: 2, children: 1, date: '2027-03-01' } }),
    });
    expect(answer.body.data.extra_info).toEqual({ table_capacity: { adults: 2, children: 1, date: '2027-03-01' } });
  });
});
