/**
 * A link from the restaurant's data (import file, settings) as the storefront may render it: only
 * the schemes given (https by default; mailto:/tel: where a contact is meant). `javascript:`,
 * `data:` and anything unparsable answer null — rendered as no link at all.
 */
export function safeLink(url: string | null | undefined, schemes: readonly string[] = ['https:']): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return schemes.includes(parsed.protocol) ? url.trim() : null;
  } catch {
    return null;
  }
}
