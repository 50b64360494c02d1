import { DROPPED_TAGS, KEPT_TAGS, LINK_ATTRIBUTES, SAFE_LINK } from '@tavola/domain/content/restaurant-html';

/**
 * Restaurant-written HTML (spec §2: rendered as HTML when it contains a tag), cleaned again on the
 * way out with the allowlist the server cleaned it with on the way in. Built on the browser's own
 * parser: a sanitiser library would add 20 KB to the menu's first load.
 */
const KEEP = new Set<string>(KEPT_TAGS.map((tag) => tag.toUpperCase()));
const DROP = new Set<string>(DROPPED_TAGS.map((tag) => tag.toUpperCase()));

export { hasHtmlTag } from '@tavola/domain/content/restaurant-html';

let serverCleaner: ((html: string) => string) | null = null;

/**
 * The server has no DOM: its renderer (src/entry-server.tsx) hands in the cleaner the server stores
 * restaurant HTML with (the same allowlist), and the browser cleans again as it hydrates.
 */
export function setServerSanitizer(clean: (html: string) => string): void {
  serverCleaner = clean;
}

export function sanitizeHtml(html: string): string {
  if (serverCleaner) return serverCleaner(html);
  // DOMParser documents are inert: nothing in them runs or loads while being cleaned.
  const source = new DOMParser().parseFromString(html, 'text/html').body;
  const target = document.implementation.createHTMLDocument('');
  const out = target.createElement('div');
  copyChildren(source, out, target);
  return out.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      if (DROP.has(element.tagName)) continue;
      if (!KEEP.has(element.tagName)) {
        copyChildren(element, to, doc);
        continue;
      }
      const clean = doc.createElement(element.tagName.toLowerCase());
      if (element.tagName === 'A') {
        const href = element.getAttribute('href')?.trim() ?? '';
        if (SAFE_LINK.test(href)) {
          clean.setAttribute('href', href);
          for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) clean.setAttribute(name, value);
        }
      }
      copyChildren(element, clean, doc);
      to.appendChild(clean);
    }
  }
}
