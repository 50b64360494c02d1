/**
 * What restaurant-written HTML may contain (descriptions, legal pages, information pages, the
 * announcement and closed messages): one allowlist for the server, which cleans it on the way in
 * (import, manager messages), and the storefront, which cleans it again on the way out.
 * Anything else: dangerous elements are dropped with their content, other unknown ones unwrapped to
 * their text, every attribute removed except a link's href to a safe scheme.
 */
export const KEPT_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small',
  'span', 'ul', 'ol', 'li', 'a', 'blockquote', 'sub', 'sup', 'mark',
] as const;

export const DROPPED_TAGS = [
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form',
  'input', 'textarea', 'select', 'option', 'button', 'link', 'meta', 'title', 'base', 'frame',
  'frameset', 'applet', 'audio', 'video', 'canvas', 'xmp', 'plaintext', 'noembed', 'noframes',
] as const;

/** Link targets a guest may follow from restaurant text. */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** Links in restaurant text open apart from the shop and pass no referrer or ranking. */
export const LINK_ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' } as const;

/** Restaurant text is HTML when it contains a tag; otherwise it is plain text, shown as such. */
export function hasHtmlTag(text: string): boolean {
  return /<[a-z!/][^>]*>/i.test(text);
}
