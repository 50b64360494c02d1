/**
 * Restaurant-written descriptions may contain HTML (spec §2: rendered as HTML when they contain a
 * tag). They are re-built from an allowlist: unknown elements are unwrapped to their text,
 * dangerous ones dropped with their content, every attribute removed except a safe link target.
 * A small allowlist here keeps a 20 KB sanitiser library off the menu's first load.
 */

const KEEP = new Set([
  'H1', 'H2', 'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'SPAN', 'UL', 'OL', 'LI',
  'H3', 'H4', 'H5', 'H6', 'A', 'BLOCKQUOTE', 'HR', 'SUB', 'SUP', 'MARK',
]);
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FORM', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'LINK', 'META', 'TITLE', 'BASE', 'FRAME', 'FRAMESET']);
const SAFE_URL = /^(https?:|mailto:|tel:)/i;

export function hasHtmlTag(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}

export function sanitizeHtml(html: string): string {
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
        if (SAFE_URL.test(href)) {
          clean.setAttribute('href', href);
          clean.setAttribute('rel', 'noopener noreferrer nofollow');
          clean.setAttribute('target', '_blank');
        }
      }
      copyChildren(element, clean, doc);
      to.appendChild(clean);
    }
  }
}
