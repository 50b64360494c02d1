import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_MANAGER_EMAIL, DEMO_MANAGER_PASSWORD, signInToBoard } from './support/manager.ts';
import { expectAccessible, screenshot } from './support/storefront.ts';

/*
 * A save refused as stale (409 stale_revision, someone else saved the section meanwhile): the delivery
 * screen reloads the section but keeps what the owner typed, says so, and lets them take the other
 * save instead. Nothing is changed for good: the other save writes the same settings back, and the
 * owner finally takes theirs.
 */

/** The owner's token, signed in through the API as the board does (the "someone else" of the test). */
async function ownerApi(page: Page) {
  const config = (await page.evaluate(() =>
    JSON.parse(document.getElementById('storefront-config')!.textContent!),
  )) as {
    clientId: string;
    clientSecret: string;
  };
  const tokenAnswer = await page.request.post('/api/oauth/token', {
    data: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret },
  });
  const publicToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const login = await page.request.post('/api/managers/login', {
    headers: { authorization: `Bearer ${publicToken}` },
    data: { email: DEMO_MANAGER_EMAIL, password: DEMO_MANAGER_PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
}

test('a stale delivery save keeps the typed zone, says so, and the owner may take the other save', async ({
  page,
}, testInfo) => {
  const postalCode = testInfo.project.name === 'mobile' ? '10993' : '10995';
  await signInToBoard(page, 'de');
  await page.goto('/manager/delivery?lang=de');
  const rows = page.getByTestId('zone-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  await page.getByTestId('add-zone').click();
  await rows.last().getByTestId('zone-postalCode').fill(postalCode);
  await rows.last().getByTestId('zone-fee').fill('2,5');

  // Someone else saves the section meanwhile (the same settings: only the revision moves on).
  const headers = await ownerApi(page);
  const read = (await (await page.request.get('/api/owner/delivery', { headers })).json()) as {
    data: { revision: number; value: { deliveryTypes: string[]; zones: unknown[] } };
  };
  const other = await page.request.put('/api/owner/delivery', {
    headers,
    data: { revision: read.data.revision, ...read.data.value },
  });
  expect(other.status()).toBe(200);

  await page.getByTestId('save-delivery').click();
  const notice = page.getByTestId('delivery-conflict');
  await expect(notice).toContainText('Ihre Änderungen sind noch da');
  // The section reloaded underneath, the typed zone is still on screen.
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last().getByTestId('zone-postalCode')).toHaveValue(postalCode);
  await expect(rows.last().getByTestId('zone-fee')).toHaveValue('2,5');
  await expectAccessible(page);
  await notice.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'owner-delivery-conflict');

  await notice.getByRole('button', { name: 'Andere übernehmen' }).click();
  await expect(notice).toBeHidden();
  await expect(rows).toHaveCount(before);
});
