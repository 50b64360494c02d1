import { useSyncExternalStore } from 'react';
import { i18n, subscribeLanguage, translate } from './i18n.ts';

/**
 * Components read texts through this hook and re-render when the language changes. The snapshot is
 * the language itself, so `t` stays the same function between changes.
 */
export function useTranslation() {
  useSyncExternalStore(subscribeLanguage, () => i18n.language);
  return { t: translate, i18n };
}
