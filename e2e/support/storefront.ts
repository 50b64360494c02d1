import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/**
 * Writes e2e/screenshots/{project}-{name}.png, so anyone can look at every screen — when asked for with
 * E2E_SCREENSHOTS=1 (`npm run screenshots`). A picture proves nothing by itself and costs a fifth of the
 * suite's time (a full page at twice the pixels, encoded as PNG), so `npm test` and CI leave them out.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  // Let entry animations finish so the picture shows the settled screen.
  await page.waitForTimeout(350);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${testInfo.project.name}-${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** No serious or critical accessibility violation (axe-core, WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  // The settled screen, as a person reads it: axe measures colours through opacity, so a badge caught
  // mid pop-in reads as low contrast. Finite animations end first; endless ones (a spinner) are left. A part
  // that arrives with its data a moment later (the cart's extras rise in) starts its own: checked again two
  // frames after the last ended. At most two seconds: a paused animation never finishes.
  await page.evaluate(async () => {
    const until = performance.now() + 2000;
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState !== 'finished' && animation.effect?.getTiming().iterations !== Infinity,
        );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (performance.now() < until) {
      const running = finite();
      if (running.length === 0) {
        await frame();
        await frame();
        if (finite().length === 0) return;
        continue;
      }
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, until - performance.now())),
      ]);
    }
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The menu with its products shown (the first load: token, basket, categories, products). */
export async function openMenu(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

export function productCard(page: Page, name: string): Locator {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Shows a category: a chip on wide screens, the 'All categories' sheet on phones. */
export async function selectCategory(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByTestId('all-categories-button').click();
    const sheet = page.getByTestId('category-sheet');
    await sheet.getByRole('button', { name, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByTestId('category-bar').getByRole('link', { name, exact: true }).click();
  }
  await expect(page.getByTestId('category-heading').getByRole('heading', { level: 2 })).toHaveText(name);
}

/** The basket after adding: the side cart on wide screens, the 'Added' snackbar on phones. */
export async function expectAdded(page: Page, testInfo: TestInfo, addedText = 'Hinzugefügt'): Promise<void> {
  if (isPhone(testInfo)) {
    await expect(page.getByTestId('snackbar')).toContainText(addedText);
  } else {
    await expect(page.getByTestId('side-cart')).toBeVisible();
  }
}

export async function closeSideCartIfOpen(page: Page): Promise<void> {
  const sideCart = page.getByTestId('side-cart');
  if (await sideCart.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
  }
}

/** The common start of a basket test: the menu opened, a Bruschetta added, the side cart closed again. */
export async function startWithBruschetta(page: Page, testInfo: TestInfo): Promise<void> {
  await openMenu(page);
  await selectCategory(page, testInfo, 'Antipasti');
  await productCard(page, 'Bruschetta al pomodoro').getByTestId('add-button').click();
  await expectAdded(page, testInfo);
  await closeSideCartIfOpen(page);
}

/**
 * A header, footer or navigation-sheet entry: a link where it leads somewhere with an address (Blog, the legal
 * texts, allergens, opening times, information pages), a button for the other overlays (contact, reviews).
 */
export function navEntry(scope: Page | Locator, name: string, exact = false): Locator {
  return scope.getByRole('link', { name, exact }).or(scope.getByRole('button', { name, exact }));
}

/** A header link: in the header when it fits, otherwise in the navigation sheet ('More'). */
export async function openHeaderLink(page: Page, name: string): Promise<void> {
  const more = page.getByTestId('navigation-button');
  const inHeader = navEntry(page.getByRole('navigation', { name: 'Hauptnavigation' }), name, true);
  // The header measures whether its links fit once restaurant info is there (the Blog link comes
  // with it); wait for that, then for the measurement, then for either outcome.
  await expect(page.locator('header nav a[href$="/blogs"]')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(more.or(inHeader).first()).toBeVisible();
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return;
  }
  await more.click();
  await navEntry(page.getByRole('dialog'), name, true).click();
}
