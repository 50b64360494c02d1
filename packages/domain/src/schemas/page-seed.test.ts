import { describe, expect, it } from 'vitest';
import { PAGE_SEED_ELEMENT_ID } from './page-seed.ts';

describe('the page seed', () => {
  it('names the element a server-rendered page carries its data in', () => {
    expect(PAGE_SEED_ELEMENT_ID).toBe('storefront-data');
  });
});
