import { createFeatureTexts } from '../../../shared/feature-texts.ts';
import type { WebhooksTexts } from './en.ts';

const texts = createFeatureTexts<WebhooksTexts>({
  en: () => import('./en.ts').then((m) => m.enWebhooks),
  de: () => import('./de.ts').then((m) => m.deWebhooks),
  fr: () => import('./fr.ts').then((m) => m.frWebhooks),
  ar: () => import('./ar.ts').then((m) => m.arWebhooks),
});

export const loadWebhooksTexts = texts.load;
export const useWebhooksTexts = texts.useTexts;
