import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
let steps: Record<string, number>;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
  steps = {};
  for (const key of ['pranzo-antipasto', 'pranzo-principale', 'pranzo-bevanda', 'per-due-pizze', 'per-due-dolce']) {
    steps[key] = await kit.packageStep(key);
  }
});
afterAll(() => t.close());

const pranzo = () => [
  { productId: kit.product('bruschetta'), productPackage: steps['pranzo-antipasto'] },
  { productId: kit.product('lasagne'), productPackage: steps['pranzo-principale'] },
  { productId: kit.product('acqua-frizzante'), productPackage: steps['pranzo-bevanda'] },
];

const addPackage = (basketId: string, body: Record<string, unknown>, lang?: string) =>
  kit.post('/api/basket/add-product-package-items', { basketId, quantity: 1, ...body }, lang ? { lang } : {});

describe('POST api/basket/add-product-package-items', () => {
  it('adds a package with its chosen products, their deposit counted', async () => {
    const basketId = await kit.createBasket();
    const answer = await addPackage(basketId, { productId: kit.product('menu-pranzo'), productItems: pranzo() }, 'en');
    expectMessage(answer, 200, 'product_added', 'en');
    const [line] = answer.body.data.products;
    expect(line).toMatchObject({ name: 'Menu Pranzo', is_package: 1, quantity: 1, price: 18.9, totalPrice: 19.05 });
    expect(line.items.map((item: { name: string; quantity: number; productPackageId: number }) => [item.name, item.quantity, item.productPackageId])).toEqual([
      ['Bruschetta al pomodoro', 1, steps['pranzo-antipasto']],
      ['Lasagne al forno', 1, steps['pranzo-principale']],
      ['San Pellegrino 0,75 l', 1, steps['pranzo-bevanda']],
    ]);
    expect(line.items[2].depot).toEqual({ name: 'Pfand glass bottle', price: 0.15 });
  });

  it('merges the same package with the same choices, also when added through api/basket/add with basketProductId', async () => {
    const basketId = await kit.createBasket();
    const first = await addPackage(basketId, { productId: kit.product('menu-pranzo'), productItems: pranzo() });
    await addPackage(basketId, { productId: kit.product('menu-pranzo'), productItems: pranzo() });
    const basketProductId = first.body.data.products[0].basketProductId;
    const answer = await kit.post('/api/basket/add', { basketId, productId: kit.product('menu-pranzo'), basketProductId });
    expect(answer.body.data.products).toEqual([expect.objectContaining({ basketProductId, quantity: 3 })]);
  });

  it.each(LANGS)('checks every step against its minimum and maximum (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    const tooFew = await addPackage(basketId, { productId: kit.product('menu-pranzo'), productItems: pranzo().slice(0, 1) }, lang);
    expectFieldError(tooFew, 'productItems', 'package_step_minimum_not_met', lang, { name: 'Main course', min: 1 });
    const tooMany = await addPackage(basketId, {
      productId: kit.product('menu-pranzo'),
      productItems: [...pranzo(), { productId: kit.product('insalata-caprese'), productPackage: steps['pranzo-antipasto'] }],
    }, lang);
    expectFieldError(tooMany, 'productItems', 'package_step_maximum_exceeded', lang, { name: 'Starter', max: 1 });
    const plainAdd = await kit.post('/api/basket/add', { basketId, productId: kit.product('menu-pranzo') }, { lang });
    expectFieldError(plainAdd, 'productItems', 'package_step_minimum_not_met', lang, { name: 'Starter', min: 1 });
  });

  it.each(LANGS)('blocks a package whose component would go below zero (%s)', async (lang) => {
    await setStock(t, kit.restaurantId, [kit.product('cannoli')], 3);
    const basketId = await kit.createBasket();
    await kit.post('/api/basket/add', { basketId, productId: kit.product('cannoli'), quantity: 2 });
    const items = [
      { productId: kit.product('pizza-margherita'), productPackage: steps['per-due-pizze'] },
      { productId: kit.product('pizza-marinara'), productPackage: steps['per-due-pizze'] },
      { productId: kit.product('cannoli'), productPackage: steps['per-due-dolce'] },
    ];
    const one = await addPackage(basketId, { productId: kit.product('menu-pizza-per-due'), productItems: items });
    expect(one.statusCode).toBe(200);
    const two = await addPackage(basketId, { productId: kit.product('menu-pizza-per-due'), productItems: items }, lang);
    expectMessage(two, 409, 'package_not_available', lang);
    expect(two.body).toMatchObject({ name: 'Cannoli siciliani', inStock: 0 });
    const soldOutPizza = await addPackage(basketId, {
      productId: kit.product('menu-pizza-per-due'),
      productItems: [items[0], { productId: kit.product('pizza-tartufo'), productPackage: steps['per-due-pizze'] }, items[2]],
    }, lang);
    expectMessage(soldOutPizza, 409, 'package_not_available', lang);
  });

  it.each(LANGS)('refuses a product that is not a package (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    const answer = await addPackage(basketId, { productId: kit.product('tiramisu'), productItems: [] }, lang);
    expectMessage(answer, 400, 'package_not_available', lang);
  });
});
