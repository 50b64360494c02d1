import { useState } from 'react';
import { SEARCH_MIN_LENGTH, useProductSearch } from '../api/search-products.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** The search field's text and, once it has settled on enough letters, the matching products. */
export function useMenuSearch() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const searching = query.length >= SEARCH_MIN_LENGTH && search.trim().length >= SEARCH_MIN_LENGTH;
  const results = useProductSearch(searching ? query : '');
  return { search, setSearch, query, searching, results: results.data };
}
