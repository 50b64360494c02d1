import { expect, type Page } from '@playwright/test';

/** The demo manager the e2e servers seed (DEMO_MANAGER_PASSWORD in playwright.config.ts). */
export const DEMO_MANAGER_EMAIL = 'manager@demo.tavola.local';
export const DEMO_MANAGER_PASSWORD = 'e2e-kitchen-door-42';

/** Signs in on /manager as the kitchen does and waits for the live board. */
export async function signInToBoard(page: Page, lang = 'de'): Promise<void> {
  await page.goto(`/manager?lang=${lang}`);
  const form = page.getByTestId('manager-sign-in');
  await form.getByLabel(/E-Mail|E-mail|البريد/).fill(DEMO_MANAGER_EMAIL);
  await form.getByLabel(/Passwort|Password|Mot de passe|كلمة المرور/).fill(DEMO_MANAGER_PASSWORD);
  await form.getByRole('button').click();
  await expect(page.getByTestId('stream-state')).toHaveText(/Live|En direct|مباشر/);
}
