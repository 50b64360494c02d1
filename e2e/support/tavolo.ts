import { expect, type Page, type TestInfo } from '@playwright/test';
import { checkoutSettled, continueFrom, fillPersonal } from './checkout.ts';
import { productCard, selectCategory } from './storefront.ts';

/** The fixture restaurant 'tavolo': eat-here around the clock, tables with codes 'tavolo-t{n}'. */
export const TAVOLO_HOME = '/r/tavolo/';

/**
 * A guest already at a tavolo table puts an espresso in the basket and goes through the checkout up to
 * the payment step (the fixture asks only for a name at the table).
 */
export async function espressoToPaymentAtTable(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await selectCategory(page, testInfo, 'Caffè');
  await productCard(page, 'Espresso').getByTestId('add-button').click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto(`${TAVOLO_HOME}cart`);
  await page.getByTestId('cart-continue').click();
  await checkoutSettled(page);
  await continueFrom(page, 'deliveryMethod', 'personal');
  await fillPersonal(page, { name });
  await continueFrom(page, 'personal', 'payment');
}
