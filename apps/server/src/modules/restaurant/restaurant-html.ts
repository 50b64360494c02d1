import sanitizeHtml from 'sanitize-html';
import {
  DROPPED_TAGS,
  hasHtmlTag,
  KEPT_TAGS,
  LINK_ATTRIBUTES,
  SAFE_LINK_SCHEMES,
} from '@tavola/domain/content/restaurant-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...KEPT_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...SAFE_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Unknown elements are unwrapped to their text; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_TAGS],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...LINK_ATTRIBUTES }) },
};

/**
 * Restaurant HTML on the way in (import, manager messages): cleaned with the storefront's allowlist
 * (domain content/restaurant-html), so what is stored is already safe to render. Plain text stays
 * exactly as written: it is shown as text, never as markup.
 */
export function cleanRestaurantHtml<T extends string | null | undefined>(text: T): T {
  if (typeof text !== 'string' || !hasHtmlTag(text)) return text;
  return sanitizeHtml(text, OPTIONS) as T;
}
