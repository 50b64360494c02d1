/**
 * Flags as they arrive in URLs, query strings and bodies (spec: "qrcode boolean"): true/false, 1/0
 * and their strings — nothing else ('yes', 'on' and friends are refused by the schemas, issue 25).
 * One reading for the storefront and the server.
 */
export const TRUE_FLAG_TEXTS = ['1', 'true'] as const;
export const FALSE_FLAG_TEXTS = ['0', 'false'] as const;

export function isTruthyFlag(value: string | number | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  // Stryker disable next-line StringLiteral: equivalent — any stand-in text outside TRUE_FLAG_TEXTS reads as not set, as '' does
  return (TRUE_FLAG_TEXTS as readonly string[]).includes((value ?? '').trim().toLowerCase());
}
