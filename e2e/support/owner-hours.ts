import { staffTokenFor } from './api.ts';
import { expect, type Page } from '@playwright/test';
import { DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD } from './manager.ts';
import { openMenu } from './storefront.ts';

/*
 * The owner's hours section through the API, and the guest's time picker, for the specs that change the
 * hours and check that guests follow. The server runs on the real clock: read the day after tomorrow
 * (always offered: the demo's delivery takes orders 6 days ahead; tomorrow would lose its first slots to
 * the lead time when the suite runs just before midnight).
 */

/** The owner's token, signed in through the API as the board does (to put the demo's hours back). */
export async function ownerHoursApi(page: Page) {
  const token = await staffTokenFor(page, DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  return {
    read: async () => ((await (await page.request.get('/api/owner/hours', { headers })).json()) as { data: { revision: number; value: Record<string, unknown> } }).data,
    save: (body: Record<string, unknown>) => page.request.put('/api/owner/hours', { headers, data: body }),
  };
}

/** The day after tomorrow's slots in the guest's picker (the third day button), and whether 'as soon as possible' is offered. */
export async function dayAfterTomorrowSlots(page: Page): Promise<{ slots: string[]; asap: boolean }> {
  await openMenu(page);
  await page.getByTestId('delivery-time-button').click();
  const sheet = page.getByTestId('delivery-time-sheet');
  await sheet.getByRole('group').first().getByRole('button').nth(2).click();
  const slots = sheet.getByTestId('delivery-slots').getByRole('button');
  await expect(slots.first()).toBeVisible();
  const texts = await slots.allTextContents();
  const asap = await sheet.getByTestId('delivery-time-asap').isVisible();
  await page.keyboard.press('Escape');
  return { slots: texts, asap };
}
