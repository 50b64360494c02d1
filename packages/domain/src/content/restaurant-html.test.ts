import { describe, expect, it } from 'vitest';
import { hasHtmlTag, SAFE_LINK } from './restaurant-html.ts';

describe('safe link schemes in restaurant HTML', () => {
  it('are http, https, mailto and tel, in any case, at the very start', () => {
    for (const href of ['http://example.org', 'HTTPS://example.org', 'mailto:hi@example.org', 'tel:+4930123']) expect(SAFE_LINK.test(href), href).toBe(true);
  });

  it('refuse everything else, also a safe scheme hidden later in the text', () => {
    for (const href of ['javascript:alert(1)//https://x', 'data:text/html,https:', 'ftp://example.org', ' https://x', 'vbscript:tel:1']) {
      expect(SAFE_LINK.test(href), href).toBe(false);
    }
  });
});

describe('is the text HTML?', () => {
  it('yes when it holds a tag, a closing tag or a comment', () => {
    for (const text of ['<p>Hi</p>', 'Open <b>daily</b>', 'a</p>', '<br>', '<!-- note -->', '<a href="x">menu</a>', 'Say <b>hi', '<p class="lead">Welcome']) expect(hasHtmlTag(text), text).toBe(true);
  });

  it('no for plain text with angle brackets that are not tags', () => {
    for (const text of ['3 < 5 and 7 > 2', 'Pizza <3', '< p>', '<>', 'plain']) expect(hasHtmlTag(text), text).toBe(false);
  });
});
