import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '../../i18n/languages.ts';

/** Its own few words in each language: they travel in this chunk, which only a preview tab loads. */
const TEXTS: Record<Lang, { band: string; end: string }> = {
  en: { band: 'Preview — not published — guests don’t see this', end: 'End preview' },
  de: { band: 'Vorschau – nicht veröffentlicht – Gäste sehen das nicht', end: 'Vorschau beenden' },
  fr: { band: 'Aperçu — non publié — les clients ne le voient pas', end: 'Quitter l’aperçu' },
  ar: { band: 'معاينة — غير منشورة — لا يراها الضيوف', end: 'إنهاء المعاينة' },
};

/** Back to the menu guests see: forget the token and load the page without it. */
function endMenuPreview(): void {
  sessionStorage.removeItem('tavola.menuPreview');
  const url = new URL(location.href);
  url.searchParams.delete('menuPreview');
  location.replace(url);
}

/**
 * The unmistakable sign that this tab shows the owner's draft, fixed at the bottom edge above
 * everything; taps pass through it except on its own button.
 */
export default function MenuPreviewBand() {
  const { i18n } = useTranslation();
  const texts = TEXTS[i18n.language];
  return (
    <div
      role="status"
      data-testid="menu-preview-band"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[65] flex items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-bold text-stone-950 shadow-raised"
    >
      <span>{texts.band}</span>
      <button
        type="button"
        onClick={endMenuPreview}
        className="pointer-events-auto min-h-9 rounded-full bg-stone-950 px-3 text-xs font-bold text-white"
      >
        {texts.end}
      </button>
    </div>
  );
}
