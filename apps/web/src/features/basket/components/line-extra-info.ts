import type { LineExtraInfo } from '@tavola/domain/schemas/basket';

/** A line's extra_info is JSON text; anything unreadable counts as empty. */
export function parseLineExtraInfo(text: string | null): LineExtraInfo {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as LineExtraInfo) : {};
  } catch {
    return {};
  }
}
