import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devStorefrontConfig } from './build/dev-storefront-config.ts';
import { firstLoadChunk } from './build/first-load-chunk.ts';
import { paintFirst } from './build/paint-first.ts';
import { precompress } from './build/precompress.ts';

const API_SERVER = process.env.TAVOLA_API ?? 'http://localhost:3000';

/** The service worker registers in the browser only: the server renderer gets an inert stand-in. */
function noServiceWorker(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'tavola-no-service-worker',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? 'export function registerSW() { return async () => {}; }' : null),
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const firstLoad = firstLoadChunk();
  return {
    // The server renderer (src/entry-server.tsx, decision 084) needs the components only: no styles,
    // service worker or page transforms.
    plugins: isSsrBuild
      ? [react(), noServiceWorker()]
      : [
          react(),
          tailwindcss(),
          VitePWA({
            registerType: 'prompt',
            // Registered by src/app/service-worker.ts after the page has loaded, never inline.
            injectRegister: false,
            // The server writes a manifest per restaurant (name, colour, logo): white-label, one build.
            manifest: false,
            workbox: {
              // The HTML carries the restaurant's page config, so it is never precached from the build:
              // navigations go to the network first and fall back to the last page the server sent.
              globPatterns: ['*.svg'],
              // Order status notifications (public/sw-push.js, decision 099).
              importScripts: ['sw-push.js'],
              navigateFallback: null,
              runtimeCaching: [
                {
                  urlPattern: ({ request }) => request.mode === 'navigate',
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'pages',
                    networkTimeoutSeconds: 4,
                    plugins: [
                      {
                        // Offline and never visited: the restaurant's own offline page (in its language), which
                        // src/app/service-worker.ts keeps per base path, instead of the browser's error.
                        // Serialized into the worker: self-contained, no imports.
                        handlerDidError: async ({ request }) => {
                          const base = /^\/r\/[a-z0-9-]+/.exec(new URL(request.url).pathname)?.[0] ?? '';
                          return caches.match(`/offline.html?base=${encodeURIComponent(base)}`, {
                            cacheName: 'offline',
                          });
                        },
                      },
                    ],
                  },
                },
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'assets', expiration: { maxEntries: 120 } },
                },
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/'),
                  handler: 'StaleWhileRevalidate',
                  options: { cacheName: 'images', expiration: { maxEntries: 200 } },
                },
              ],
            },
          }),
          devStorefrontConfig(API_SERVER),
          paintFirst(),
          precompress(),
          firstLoad.plugin,
        ],
    resolve: {
      alias: [
        // Zod without eval, as the page's CSP requires (src/lib/zod-jitless.ts).
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
        // React Router's package exports name only its development build (dev warnings, invariant texts:
        // remix-run/react-router#12532, #14102); the production build it ships beside it is smaller.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      copyPublicDir: !isSsrBuild,
      // Below this, an image is inlined; the demo's SVGs come from the server, so this only affects icons.
      assetsInlineLimit: 2048,
      // Lazy chunks stay lazy: no modulepreload of dynamic imports into the first load.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'index', test: firstLoad.test }] } } },
    },
    server: {
      proxy: {
        '/api': API_SERVER,
        '/images': API_SERVER,
        '/uploads': API_SERVER,
        '/manifest.webmanifest': API_SERVER,
      },
    },
  };
});
