import { expect, test, type Page } from './support/test.ts';
import { signInToBoard } from './support/manager.ts';
import { expectAccessible, isPhone, screenshot } from './support/storefront.ts';

/*
 * The owner's content screens (issue 23): legal pages, blog and inbox, edited in the browser and seen
 * by guests at once. Both projects (phone and desktop) share one server, so what a test adds is named
 * after its project and removed again.
 */

/** The contact form as a guest opens it: a header button, or on a phone the first 'Kontakt' button. */
async function openContact(page: Page, phone: boolean): Promise<void> {
  await page.goto('/');
  await expect(page.locator('header nav a[href$="/blogs"]')).toBeAttached();
  if (phone) await page.getByRole('button', { name: 'Kontakt' }).first().click();
  else {
    const more = page.getByTestId('navigation-button');
    const inHeader = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Kontakt', exact: true });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(more.or(inHeader).first()).toBeVisible();
    if (await inHeader.isVisible()) await inHeader.click();
    else {
      await more.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Kontakt', exact: true }).click();
    }
  }
  await expect(page.getByTestId('contact-form')).toBeVisible();
}

async function saveAndWait(page: Page, button: string) {
  await page.getByTestId(button).click();
  await expect(page.getByText('Gespeichert. Gäste sehen es jetzt.')).toBeVisible();
}

test('an owner edits the imprint and a guest sees it', async ({ page }, testInfo) => {
  // Three screens, two languages, axe on each: more than one page's worth of steps.
  test.slow();
  const line = `Geschäftsführung: Ada Rossi (${testInfo.project.name})`;
  await signInToBoard(page, 'de');
  await page.goto('/manager/content?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seiten & Hinweise');
  const imprint = page.getByLabel('Impressum', { exact: true });
  await expect(imprint).toBeVisible();
  const original = await imprint.inputValue();
  await imprint.fill(`${original}\n<p>${line}</p><script>alert(1)</script>`);
  await expect(page.getByText('Ungespeicherte Änderungen').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-content', true);
  await saveAndWait(page, 'save-legal');
  // The server cleaned what was saved: the script is gone from the form's new value.
  await expect(imprint).not.toHaveValue(/script/);

  await page.goto('/?overlay=imprint');
  const overlay = page.getByTestId('legal-overlay');
  await expect(overlay).toContainText(line);

  await page.goto('/manager/content?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحات والتنبيهات');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-content-ar');
  // Put the demo's imprint back for the other tests.
  await page.getByLabel('بيانات الناشر', { exact: true }).fill(original);
  await page.getByTestId('save-legal').click();
  await expect(page.getByText('تم الحفظ. يراه الضيوف الآن.')).toBeVisible();
});

test('an owner publishes a blog post and it is on the blog list', async ({ page }, testInfo) => {
  // Three screens, two languages, axe on each: more than one page's worth of steps.
  test.slow();
  const title = `Trüffelzeit ${testInfo.project.name}`;
  await signInToBoard(page, 'de');
  await page.goto('/manager/blog?lang=de');
  await expect(page.getByTestId('owner-posts')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('new-post').click();
  const form = page.getByTestId('post-form');
  await form.getByLabel('Titel', { exact: true }).fill(title);
  await expect(form.getByLabel('Adresse')).toHaveValue(`truffelzeit-${testInfo.project.name}`);
  await form.getByLabel('Anrisstext').fill('Weiße Trüffel sind da.');
  await form.getByLabel('Text', { exact: true }).fill('<p>Kommen Sie <strong>probieren</strong>.</p>');
  await form.getByLabel('Schlagwörter').fill('Saison');
  await form.getByLabel('Datum').fill('2020-01-01');
  await form.getByTestId('post-published').check();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-blog-post', true);
  await saveAndWait(page, 'save-post');

  await page.goto('/blogs');
  await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();

  await page.goto('/manager/blog?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('owner-posts')).toContainText(title);
  await screenshot(page, testInfo, 'owner-blog-ar');
  await page.getByRole('button', { name: `تعديل: ${title}` }).click();
  await page.getByTestId('post-form').getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('button', { name: 'حذف' }).last().click();
  await expect(page.getByText('تم حذف المقال.')).toBeVisible();
  await expect(page.getByTestId('owner-posts')).not.toContainText(title);
});

test('an owner reads a message sent from the storefront contact form', async ({ page }, testInfo) => {
  // Three screens, two languages, axe on each: more than one page's worth of steps.
  test.slow();
  const text = `Haben Sie glutenfreie Pasta? (${testInfo.project.name})`;
  await openContact(page, isPhone(testInfo));
  const contact = page.getByTestId('contact-form');
  await contact.getByLabel('Name').fill('Grace Hopper');
  await contact.getByLabel('E-Mail').fill('grace@example.org');
  await contact.getByLabel('Ihre Nachricht').fill(text);
  await contact.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  await signInToBoard(page, 'de');
  await page.goto('/manager/inbox?lang=de');
  const message = page.getByTestId('contact-message').filter({ hasText: text });
  await expect(message).toBeVisible();
  await expect(message.getByText('Neu')).toBeVisible();
  await expectAccessible(page);
  await message.getByRole('button', { name: /Grace Hopper/ }).click();
  await expect(message.getByTestId('contact-message-body')).toHaveText(text);
  await expect(message.getByTestId('reply-by-mail')).toHaveAttribute('href', /^mailto:grace%40example\.org\?subject=/);
  await expect(message.getByText('Neu')).toBeHidden();
  await screenshot(page, testInfo, 'owner-inbox', true);

  await page.getByTestId('inbox-tab-subscribers').click();
  await expect(page.getByTestId('subscriber-count')).toContainText('Abonnent');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');

  // Every mail of this server went out: the tab of undelivered mails says so.
  await page.getByTestId('inbox-tab-undelivered').click();
  await expect(page.getByTestId('no-failed-mails')).toHaveText('Alle E-Mails an Ihre Gäste sind rausgegangen.');
  await expectAccessible(page);

  await page.goto('/manager/inbox?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('contact-message').filter({ hasText: text })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'owner-inbox-ar');
});
