import { createFeatureTexts } from '../../../shared/feature-texts.ts';
import type { TablesTexts } from './en.ts';

const texts = createFeatureTexts<TablesTexts>({
  en: () => import('./en.ts').then((m) => m.enTables),
  de: () => import('./de.ts').then((m) => m.deTables),
  fr: () => import('./fr.ts').then((m) => m.frTables),
  ar: () => import('./ar.ts').then((m) => m.arTables),
});

export const loadTablesTexts = texts.load;
export const useTablesTexts = texts.useTexts;
