import type { Lang } from '@tavola/domain/messages/catalogue';
import { escapeHtml } from '../render-page.ts';

const TEXTS: Record<Lang, { title: string; body: string; retry: string }> = {
  en: {
    title: 'You are offline',
    body: 'This page needs an internet connection. Check your connection and try again: your basket is kept.',
    retry: 'Try again',
  },
  de: {
    title: 'Sie sind offline',
    body: 'Diese Seite braucht eine Internetverbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Ihr Warenkorb bleibt erhalten.',
    retry: 'Erneut versuchen',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    body: 'Cette page a besoin d’une connexion internet. Vérifiez votre connexion et réessayez : votre panier est conservé.',
    retry: 'Réessayer',
  },
  ar: {
    title: 'أنت غير متصل بالإنترنت',
    body: 'تحتاج هذه الصفحة إلى اتصال بالإنترنت. تحقّق من اتصالك وحاول مرة أخرى: سلتك محفوظة.',
    retry: 'حاول مرة أخرى',
  },
};

/** No scripts: inline styles only, nothing fetched (the page shows when the network is gone). */
export const OFFLINE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The page the service worker shows instead of the browser's error when a navigation fails
 * offline: the restaurant's name, colour and language, and a link that reloads the same address.
 */
export function offlinePage(name: string, primaryColor: string, lang: Lang): string {
  const text = TEXTS[lang];
  const color = /^#[0-9a-fA-F]{6}$/.test(primaryColor) ? primaryColor : '#2e7d32';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${name} | ${text.title}`)}</title><style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#f7f5f2;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:26rem;margin:1.5rem;padding:2rem 1.75rem;background:#fff;border-radius:1.5rem;box-shadow:0 10px 30px -12px rgba(28,25,23,.25);text-align:center}
.icon{width:3.5rem;height:3.5rem;margin:0 auto 1rem;border-radius:999px;display:grid;place-items:center;background:${color}1a;color:${color}}
p.name{margin:0 0 .25rem;font-size:.8rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#78716c}
h1{margin:0 0 .5rem;font-size:1.35rem;line-height:1.25}
p.body{margin:0 0 1.5rem;color:#44403c}
a{display:inline-block;min-width:10rem;padding:.8rem 1.4rem;border-radius:999px;background:${color};color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1c1917;outline-offset:3px}
</style></head><body><main><div class="icon" aria-hidden="true"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5a15 15 0 0 1 11.3 3.8M5 12.6a10 10 0 0 1 5.2-2.6M16.6 11.4A10 10 0 0 1 19 12.6M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"/></svg></div><p class="name">${escapeHtml(name)}</p><h1>${text.title}</h1><p class="body">${text.body}</p><a href="">${text.retry}</a></main></body></html>`;
}
