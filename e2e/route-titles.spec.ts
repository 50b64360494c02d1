import { expect, test, type Page } from './support/test.ts';
import { ROUTE_TITLES } from '@tavola/domain/storefront/route-titles';
import { apiAs, newCustomer, publicToken, registerThroughApi } from './support/account.ts';
import { expectAccessible, openMenu, screenshot } from './support/storefront.ts';

const NAME = 'Trattoria Tavola';
const POST = { slug: 'fresh-pasta-every-morning', title: 'Why we roll our pasta every morning' };

/** The <title> of the page as the server sends it, before any JavaScript (what crawlers and link previews read). */
async function servedTitle(page: Page, url: string): Promise<{ status: number; title: string }> {
  const response = await page.request.get(url);
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
  return {
    status: response.status(),
    title: title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  };
}

/** Every title the tab shows from the first byte on: the app must never put another one in between. */
async function recordTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
    const note = () => {
      if (document.title && seen.at(-1) !== document.title) seen.push(document.title);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', note);
  });
  return () => page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
}

test.describe('route titles', () => {
  test("a blog post is titled by itself before and after the app runs, in German and Arabic", async ({ page }) => {
    const url = `/blogs/${POST.slug}`;
    expect(await servedTitle(page, url)).toEqual({ status: 200, title: `${NAME} | ${POST.title}` });
    expect(await servedTitle(page, `${url}?lang=ar`)).toEqual({ status: 200, title: `${NAME} | ${POST.title}` });

    const titles = await recordTitles(page);
    await page.goto(url);
    await expect(page.getByTestId('blog-post').getByRole('heading', { level: 1 })).toHaveText(POST.title);
    await expect(page).toHaveTitle(`${NAME} | ${POST.title}`);
    // Never '… | Blog' on the way: the served title is the only one the tab showed.
    expect(await titles()).toEqual([`${NAME} | ${POST.title}`]);
  });

  test('/dashboard/profile is titled as the profile before and after the app runs', async ({ page }, testInfo) => {
    const german = `${NAME} | ${ROUTE_TITLES.de.profile}`;
    const arabic = `${NAME} | ${ROUTE_TITLES.ar.profile}`;
    expect(await servedTitle(page, '/dashboard/profile')).toEqual({ status: 200, title: german });
    expect(await servedTitle(page, '/dashboard/profile?lang=ar')).toEqual({ status: 200, title: arabic });

    // A signed-in guest (the dashboard sends anyone else to the menu).
    const customer = newCustomer(testInfo);
    await openMenu(page);
    await registerThroughApi(page, customer);
    const api = await apiAs(page, await publicToken(page));
    const login = await api.post('auth/login', { email: customer.email, password: customer.password });
    await page.evaluate((token) => localStorage.setItem('tavola.privateToken', token), login.access_token!);

    const titles = await recordTitles(page);
    await page.goto('/dashboard/profile');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expect(page).toHaveTitle(german);
    expect(await titles()).toEqual([german]);
  });

  test("a legal text's address keeps its title once the menu runs", async ({ page }) => {
    const imprint = `${NAME} | ${ROUTE_TITLES.de.imprint}`;
    expect(await servedTitle(page, '/?overlay=imprint')).toEqual({ status: 200, title: imprint });
    const titles = await recordTitles(page);
    await page.goto('/?overlay=imprint');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveTitle(imprint);
    expect(await titles()).toEqual([imprint]);
  });

  test('an unknown tag answers 404 with the storefront and its Not Found page', async ({ page }, testInfo) => {
    for (const url of ['/tags/abc', '/tags/999999']) {
      expect(await servedTitle(page, url), url).toEqual({ status: 404, title: `${NAME} | ${ROUTE_TITLES.de.notFound}` });
    }
    expect(await servedTitle(page, '/tags/abc?lang=ar')).toEqual({
      status: 404,
      title: `${NAME} | ${ROUTE_TITLES.ar.notFound}`,
    });

    const titles = await recordTitles(page);
    const response = await page.goto('/tags/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(`${NAME} | ${ROUTE_TITLES.de.notFound}`);
    expect(await titles()).toEqual([`${NAME} | ${ROUTE_TITLES.de.notFound}`]);
    // Still the storefront: the guest finds the way back to the menu.
    await expect(page.getByRole('link', { name: 'Zur Speisekarte' }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'tag-not-found');

    // A numeric tag that does not exist: the app shows the same once the blog answers.
    await page.goto('/tags/999999');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(`${NAME} | ${ROUTE_TITLES.de.notFound}`);
  });
});
