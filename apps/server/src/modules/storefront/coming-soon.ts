import { rightToLeft, type Lang } from '@tavola/domain/messages/catalogue';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { escapeHtml } from './render-page.ts';

const TEXTS: Record<Lang, { soon: string; lead: string; language: string }> = {
  en: {
    soon: 'Coming soon',
    lead: 'We are getting our online ordering ready. Please come back soon.',
    language: 'Language',
  },
  de: {
    soon: 'Bald geöffnet',
    lead: 'Wir bereiten unsere Online-Bestellung gerade vor. Schau bald wieder vorbei.',
    language: 'Sprache',
  },
  fr: { soon: 'Bientôt ouvert', lead: 'Nous préparons notre commande en ligne. Revenez bientôt.', language: 'Langue' },
  ar: { soon: 'قريبًا', lead: 'نجهّز الطلب عبر الإنترنت الآن. يُرجى العودة قريبًا.', language: 'اللغة' },
};
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', fr: 'Français', ar: 'العربية' };

/**
 * The storefront of a restaurant in setup (decision 090): its name and logo in its colour, no app,
 * no menu, kept out of search engines. Plain HTML: nothing to order, so nothing to load.
 */
export function comingSoonPage(config: StorefrontConfig, lang: Lang): string {
  const t = TEXTS[lang];
  const colour = escapeHtml(config.theme.primaryColor);
  const home = `${config.basePath}/`;
  const logo = config.theme.logo
    ? `<img src="${escapeHtml(config.theme.logo)}" alt="" width="96" height="96" style="width:96px;height:96px;object-fit:contain;border-radius:${config.theme.logoShape === 'round' ? '50%' : '12px'}">`
    : '';
  const languages = config.languages.map((code) =>
    code === lang
      ? `<li><span aria-current="true" style="font-weight:700">${LANGUAGE_NAMES[code]}</span></li>`
      : `<li><a href="${escapeHtml(`${home}?lang=${code}`)}" lang="${code}" hreflang="${code}" style="color:${colour}">${LANGUAGE_NAMES[code]}</a></li>`,
  ).join('');
  return `<!doctype html><html lang="${lang}" dir="${rightToLeft(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="theme-color" content="${colour}"><title>${escapeHtml(config.name)} · ${t.soon}</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9"><main style="min-height:100vh;display:grid;place-items:center;padding:24px;box-sizing:border-box"><div style="max-width:32rem;text-align:center;display:grid;gap:16px;justify-items:center">${logo}<h1 style="margin:0;font-size:2rem">${escapeHtml(config.name)}</h1><p style="margin:0;display:inline-block;padding:6px 14px;border-radius:999px;background:${colour};color:#fff;font-weight:600">${t.soon}</p><p style="margin:0;font-size:1.125rem;line-height:1.5">${t.lead}</p><nav aria-label="${t.language}"><ul style="list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:16px;justify-content:center">${languages}</ul></nav></div></main></body></html>`;
}
