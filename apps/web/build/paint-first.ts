import type { Plugin } from 'vite';

/**
 * The menu page's HTML already shows the menu (rendered on the server, docs/decisions/084-server-rendering.md).
 * Its JavaScript should not compete with that first paint for a phone's bandwidth and main thread: the
 * built page asks for its modules only once the browser has painted, through a small inline loader in the
 * head, before the stylesheet (a classic script after it would hold the parser until the CSS arrives; the body
 * holds no script), that the page's CSP allows by hash like the language script.
 *
 * "Painted" is the browser's own first contentful paint (the Paint Timing entry, delivered once the frame is
 * on screen) on a server-rendered page. Waiting a frame and a task instead started the download while that
 * frame was still being presented, and on a fast link the app was fetched and evaluated before the paint had
 * shown: Lighthouse's model then counted the 120 KB file as holding up the first paint (≈ 400 ms of FCP on its
 * slow 4G, in about half of all runs; bench/RESULTS.md, 2026-11-30). A page the browser renders itself has
 * nothing to paint before its script, so it asks after a frame as before; a page that never reports its
 * paint (a browser without Paint Timing; a tab kept hidden) starts after at most five seconds.
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
        const loader =
          `<script>(function(){var started=false;function go(){if(started)return;started=true;` +
          `var f=document.createDocumentFragment();${urls}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;f.appendChild(l)});` +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};f.appendChild(s);document.head.appendChild(f)}` +
          `function afterFrame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
          `var P=window.PerformanceObserver;` +
          `if(!document.documentElement.hasAttribute('data-ssr')||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){afterFrame();return}` +
          `try{new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){afterFrame();return}` +
          `setTimeout(go,5000)})();</script>`;
        return out.includes('<link rel="stylesheet"')
          ? out.replace('<link rel="stylesheet"', () => `${loader}\n    <link rel="stylesheet"`)
          : out.replace('</head>', () => `  ${loader}\n  </head>`);
      },
    },
  };
}
