import { createFeatureTexts } from '../../../shared/feature-texts.ts';
import type { MenuEditorTexts } from './en.ts';

const texts = createFeatureTexts<MenuEditorTexts>({
  en: () => import('./en.ts').then((m) => m.enMenuEditor),
  de: () => import('./de.ts').then((m) => m.deMenuEditor),
  fr: () => import('./fr.ts').then((m) => m.frMenuEditor),
  ar: () => import('./ar.ts').then((m) => m.arMenuEditor),
});

/** Loads the editor's texts of a language before it renders (the route awaits it: no key flashes). */
export const loadEditorTexts = texts.load;

/** The editor's `t` in the current language; English until a switched language has arrived. */
export const useEditorTexts = texts.useTexts;
