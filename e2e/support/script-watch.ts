import { expect, type Page } from '@playwright/test';

/** Every CSP violation the page reports, collected from its first script on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

/**
 * Nothing planted ran and nothing that could run is in the page: no event-handler attribute, no
 * script URL, no script or frame element in the body (besides the page's own JSON config).
 */
export async function expectNoActiveContent(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      for (const name of element.getAttributeNames()) {
        if (/^on/i.test(name)) bad.push(`${element.tagName} ${name}`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(name) &&
          /^\s*javascript:/i.test(element.getAttribute(name) ?? '')
        ) {
          bad.push(`${element.tagName} ${name}=javascript:`);
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'FRAME'].includes(element.tagName)) bad.push(element.tagName);
      if (
        element.tagName === 'SCRIPT' &&
        (element as HTMLScriptElement).type !== 'application/json' &&
        !(element as HTMLScriptElement).src
      ) {
        bad.push('inline SCRIPT');
      }
    }
    return { bad, ran: (window as unknown as { __xss?: unknown }).__xss ?? null };
  });
  expect(found).toEqual({ bad: [], ran: null });
}
