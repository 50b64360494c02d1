import type { Plugin } from 'vite';

const CONFIG_SCRIPT = /<script id="storefront-config" type="application\/json">[\s\S]*?<\/script>/;
const THEME_STYLE = /<style id="storefront-theme">[^<]*<\/style>/;

/**
 * In `vite dev` the page config would be missing (the Tavola server injects it in production):
 * fetch the page the server renders for the same path and copy its config script and colours over.
 */
export function devStorefrontConfig(apiServer: string): Plugin {
  return {
    name: 'tavola-dev-storefront-config',
    apply: 'serve',
    async transformIndexHtml(html, context) {
      try {
        const page = await fetch(new URL(context.originalUrl ?? '/', apiServer), {
          headers: { host: new URL(apiServer).host, accept: 'text/html' },
        });
        const served = await page.text();
        const script = served.match(CONFIG_SCRIPT)?.[0];
        const theme = served.match(THEME_STYLE)?.[0] ?? '';
        return script ? html.replace('<!--storefront-config-->', script + theme) : html;
      } catch {
        console.warn(`[tavola] no page config: is the server running on ${apiServer}?`);
        return html;
      }
    },
  };
}
