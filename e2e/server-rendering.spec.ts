import { watchHydration } from './support/hydration.ts';
import { expect, test, type BrowserContext, type Page } from './support/test.ts';

/*
 * The storefront's public routes are rendered on the server by the app's own components and hydrated
 * (docs/decisions/084-server-rendering.md): no hydration mismatch in any language, readable without
 * JavaScript, right to left from the first byte.
 */

const LANGS = ['de', 'en', 'fr', 'ar'] as const;
// /r/bistro: the side-menu layout (its column on wide screens) and its landing page.
const ROUTES = [
  '/',
  '/menu',
  '/menu?category=pinned',
  '/menu?category=1',
  '/menu?category=3',
  '/r/demo/menu',
  '/r/bistro/menu',
];
const LANDING = '/r/bistro/landing';
// The event layout's menu, and the ticketing layout's first screen (its calendar: the menu shows once booked).
const EVENT = '/r/sommerfest/menu';
const TICKETS = '/r/kochschule/menu';

for (const lang of LANGS) {
  test(`the menu hydrates without a mismatch in ${lang}`, async ({ page }) => {
    const errors = watchHydration(page);
    for (const route of ROUTES) {
      await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=${lang}`);
      // Hydrated: the app's own handlers answer (the search field filters the menu).
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${LANDING}?lang=${lang}`);
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto(`${EVENT}?lang=${lang}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto(`${TICKETS}?lang=${lang}`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('a guest who chose pickup on an earlier visit gets the page as served, then their choice', async ({ page }) => {
  // The server draws the restaurant's first type (it knows nothing of this browser); hydration must
  // match it, and the remembered choice shows right after.
  await page.addInitScript(() => localStorage.setItem('tavola.deliveryType.1', 'pickup'));
  const errors = watchHydration(page);
  await page.goto('/?lang=en');
  const switcher = page.getByTestId('delivery-type-switcher');
  await expect(switcher.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(page.getByTestId('opening-hours')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

/**
 * A page as served, one of its scripts (the app's entry unless told) held back until `release` (a page of its
 * own: the suite's page waits for hydration before it acts).
 */
async function servedWithScriptHeld(
  context: BrowserContext,
  url = '/',
  script = /\/assets\/index-[\w-]+\.js$/,
): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load': the held module keeps the page loading.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

test('a button tapped on the served page before the app runs does its work once it does', async ({ context }) => {
  // As on a slow line: the page reads, the guest taps 'when?' while the app's entry is still on its way.
  const { page, release } = await servedWithScriptHeld(context);
  await page.getByTestId('delivery-time-button').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByTestId('delivery-time-sheet')).toBeVisible();
  // Pressed once: the sheet stays open, and closes as usual.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('delivery-time-sheet')).toBeHidden();
});

test('a lazy part the server drew hydrates with the page: a tap on it while its code is on its way works', async ({
  context,
}) => {
  // The event header is its own chunk. Held back, as on a slow line: the page waits for it before it hydrates
  // (hydrated without it, React dropped a tap on the header, and on a desktop drew an empty placeholder there).
  const { page, release } = await servedWithScriptHeld(
    context,
    '/r/sommerfest/menu?category=pinned',
    /\/assets\/event-header-[\w-]+\.js$/,
  );
  const tab = page.getByTestId('event-category-nav').getByRole('button', { name: 'Food vouchers' });
  await tab.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(tab).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

test('a language picked on the served page before the app runs is kept once it does', async ({ context }) => {
  // The app's entry arrives late, as on a slow line: the guest picks English on the server's page meanwhile.
  const { page, release } = await servedWithScriptHeld(context);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('en');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-switcher')).toHaveValue('en');
});

test('the served menu page already shows the dishes, prices and categories as links', async ({ request }) => {
  const html = await (await request.get('/?lang=ar')).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('data-ssr-lang="ar"');
  // The first dishes of the demo menu with their prices, and the category links.
  expect(root).toMatch(/<article[\s\S]*?<h3/);
  expect(root).toMatch(/€/);
  expect(root).toMatch(/<a href="\?[^"]*category=\d+"/);
  // Today's hours and the delivery switch are drawn, not placeholders.
  expect(root).toContain('data-testid="opening-hours"');
  expect(root).toMatch(/<input type="radio"[^>]*name="delivery-type"[^>]*checked=""/);
});

test('the side-menu layout is served with its column, its categories and the first dishes', async ({ request }) => {
  const html = await (await request.get('/r/bistro/menu')).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('data-testid="side-menu"');
  expect(root).toContain('data-testid="side-menu-home"');
  expect(root).toMatch(/<article[\s\S]*?<h3/);
  expect(root).toContain('Antipasti');
});

test('the event layout is served with its header and dishes, the ticketing layout with its calendar', async ({
  request,
}) => {
  const event = await (await request.get('/r/sommerfest/menu')).text();
  const eventRoot = event.slice(event.indexOf('<div id="root"'));
  expect(eventRoot).toContain('data-testid="event-header"');
  expect(eventRoot).toMatch(/<article[\s\S]*?<h3/);
  const tickets = await (await request.get('/r/kochschule/menu?lang=ar')).text();
  expect(tickets).toMatch(/<html lang="ar" dir="rtl"/);
  const ticketsRoot = tickets.slice(tickets.indexOf('<div id="root"'));
  expect(ticketsRoot).toContain('data-testid="ticketing-block"');
  expect(ticketsRoot).toContain('role="grid"');
});

test('the landing page is served with its content', async ({ request }) => {
  const html = await (await request.get('/r/bistro/landing?lang=ar')).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('data-testid="landing-page"');
  expect(root).toMatch(/<h1[^>]*>Bistro Tavola<\/h1>/);
});

test("the served menu is on screen before the app's script is asked for", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The page's loader waits for the browser's own first contentful paint (apps/web/build/paint-first.ts), so the
  // app's download never competes with that paint.
  const [paint, script] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
      ?.startTime ?? null,
  ]);
  expect(paint).not.toBeNull();
  expect(script).not.toBeNull();
  expect(script!).toBeGreaterThan(paint!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu, prices, allergens and categories are readable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('€');
    const categories = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
    expect(await categories.count()).toBeGreaterThan(1);
    // A category is a real link: following it shows that category's dishes, still without JavaScript.
    const second = categories.nth(1);
    const name = (await second.innerText()).trim();
    await second.click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
