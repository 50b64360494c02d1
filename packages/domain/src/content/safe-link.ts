/**
 * A link from the restaurant's data (import file, settings) as the storefront may render it: only
 * the schemes given (https by default; mailto:/tel: where a contact is meant). `javascript:`,
 * `data:` and anything unparsable answer null — rendered as no link at all.
 */
export function safeLink(url: string | null | undefined, schemes: readonly string[] = ['https:']): string | null {
  // Stryker disable next-line ConditionalExpression: equivalent — an empty or missing url fails in the try below and answers null too.
  if (!url) return null;
  try {
    // Stryker disable next-line MethodExpression: equivalent — the URL parser drops surrounding spaces itself.
    const parsed = new URL(url.trim());
    return schemes.includes(parsed.protocol) ? url.trim() : null;
  } catch {
    return null;
  }
}
