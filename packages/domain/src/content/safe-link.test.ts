import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link.ts';

describe('safeLink', () => {
  it('keeps https links and refuses script, data and other schemes', () => {
    expect(safeLink('https://instagram.com/trattoria')).toBe('https://instagram.com/trattoria');
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.org', 'vbscript:x', '//evil.example', 'not a url', '', null, undefined]) {
      expect(safeLink(url), String(url)).toBeNull();
    }
  });

  it('takes mailto: and tel: only where asked', () => {
    expect(safeLink('mailto:hi@example.org')).toBeNull();
    expect(safeLink('mailto:hi@example.org', ['mailto:'])).toBe('mailto:hi@example.org');
    expect(safeLink('tel:+4930123', ['tel:'])).toBe('tel:+4930123');
  });
});

describe('safeLink with spaces', () => {
  it('answers the link without the spaces around it', () => {
    expect(safeLink('  https://example.org/menu  ')).toBe('https://example.org/menu');
  });
});
