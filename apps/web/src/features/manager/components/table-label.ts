import type { Translate } from '../../../i18n/translate.ts';

/**
 * A table as the board names it. Restaurants mostly name their tables "Tisch 3" or "Terrasse":
 * only a bare number ("3", "12a") gets the word for table, so no card reads "Tisch Tisch 3".
 */
export function tableLabel(name: string, t: Translate): string {
  return /^\d+[a-z]?$/i.test(name.trim()) ? t('card.table', { name: name.trim() }) : name;
}
