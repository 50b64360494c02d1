import { createFeatureTexts } from '../../../shared/feature-texts.ts';
import type { PrintersTexts } from './en.ts';

const texts = createFeatureTexts<PrintersTexts>({
  en: () => import('./en.ts').then((m) => m.enPrinters),
  de: () => import('./de.ts').then((m) => m.dePrinters),
  fr: () => import('./fr.ts').then((m) => m.frPrinters),
  ar: () => import('./ar.ts').then((m) => m.arPrinters),
});

export const loadPrintersTexts = texts.load;
export const usePrintersTexts = texts.useTexts;
