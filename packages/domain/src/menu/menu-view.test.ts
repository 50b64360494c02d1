import { describe, expect, it } from 'vitest';
import { menuViewFor, PINNED_VIEW_PARAM } from './menu-view.ts';

describe('menuViewFor', () => {
  it('shows the category the page names when it exists', () => {
    expect(menuViewFor('12', [10, 12], true)).toEqual({ kind: 'category', categoryId: 12 });
  });

  it('asks for the pinned products as ?category=pinned, the value shared links carry', () => {
    expect(PINNED_VIEW_PARAM).toBe('pinned');
  });

  it('shows the pinned products when asked for and there are some', () => {
    expect(menuViewFor('pinned', [10], true)).toEqual({ kind: 'pinned' });
    expect(menuViewFor('pinned', [10], false)).toEqual({ kind: 'category', categoryId: 10 });
  });

  it('falls back to the pinned products, then the first category, for unknown or missing values', () => {
    expect(menuViewFor('99', [10, 12], true)).toEqual({ kind: 'pinned' });
    expect(menuViewFor(null, [10, 12], false)).toEqual({ kind: 'category', categoryId: 10 });
    expect(menuViewFor('', [10], false)).toEqual({ kind: 'category', categoryId: 10 });
  });

  it('has nothing to show for an empty menu', () => {
    expect(menuViewFor(null, [], false)).toBeNull();
  });
});
