import type { Plugin } from 'vite';

/**
 * The menu page's HTML already shows the menu (rendered on the server, docs/decisions/084-server-rendering.md).
 * Its JavaScript should not compete with that first paint for a phone's bandwidth and main thread: the
 * built page asks for its modules only once the browser has painted (a frame, then a task), through a
 * small inline loader in the head, before the stylesheet (a classic script after it would hold the parser
 * until the CSS arrives; the body holds no script), that the page's CSP allows by hash like the language
 * script.
 */
export function paintFirst(): Plugin {
  return {
    name: 'tavola-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const urls = JSON.stringify(preloads.map((preload) => preload[1]));
        const loader = `<script>(function(){function go(){var f=document.createDocumentFragment();${urls}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;f.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};f.appendChild(s);document.head.appendChild(f)}requestAnimationFrame(function(){setTimeout(go,0)})})();</script>`;
        return out.includes('<link rel="stylesheet"')
          ? out.replace('<link rel="stylesheet"', () => `${loader}\n    <link rel="stylesheet"`)
          : out.replace('</head>', () => `  ${loader}\n  </head>`);
      },
    },
  };
}
