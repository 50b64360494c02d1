/**
 * Flags as they arrive in URLs and query strings (spec: "qrcode boolean"): a printed QR code may say
 * qrcode=1, another system qrcode=true or yes. One reading for the storefront and the server.
 */
export const TRUE_FLAG_TEXTS = ['1', 'true', 'yes', 'on'] as const;
export const FALSE_FLAG_TEXTS = ['0', 'false', 'no', 'off'] as const;

export function isTruthyFlag(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return (TRUE_FLAG_TEXTS as readonly string[]).includes((value ?? '').trim().toLowerCase());
}
